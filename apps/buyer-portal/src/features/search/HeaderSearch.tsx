import { api } from '@wanju/api-client';
import { lazyPage, loadUserLocal, saveUserLocal, withQuery } from '@wanju/app-shell';
import { STORAGE_KEYS, SUGGESTION_LIMIT, validateSearchLogin } from '@wanju/domain';
import {
  Button,
  HeaderSearch as HeaderSearchField,
  type HeaderSearchKind,
  Popover,
  PopoverTrigger,
  toast,
} from '@wanju/ui';
import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { client, sessionState } from '../../app/session';
import { SEARCH_TEXT } from './messages';

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const SUGGEST_DELAY_MS = 30;
const CameraUpload = lazyPage(() => import('./CameraUpload').then((m) => m.CameraUpload));

/** Container: the kit's header search wired to suggestions, recent searches and the results routes. */
export function HeaderSearch() {
  const { token } = useSnapshot(sessionState);
  const navigate = useNavigate();
  const location = useLocation();
  const [kind, setKind] = useState<HeaderSearchKind>(location.pathname === '/factory_list' ? 'factory' : 'product');
  const [value, setValue] = useState(() => new URLSearchParams(location.search).get('keyword') ?? '');
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [recent, setRecent] = useState<string[]>(() => loadUserLocal(STORAGE_KEYS.searchKeywords, isStringList) ?? []);

  useEffect(() => {
    // Whoever is signed in sees their own searches (nobody's when signed out).
    setRecent(loadUserLocal(STORAGE_KEYS.searchKeywords, isStringList) ?? []);
    if (!token) return;
    client
      .call(api.log.getRecentSearches, { kind: kind === 'product' ? 'keyword' : 'factory' }, { silent: true })
      .then((r) => setRecent((local) => [...new Set([...r.list, ...local])].slice(0, SUGGESTION_LIMIT)))
      .catch(() => undefined);
  }, [token, kind]);

  useEffect(() => {
    const keyword = value.trim();
    if (!token || kind !== 'product' || !keyword) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      client
        .call(api.toy.getSearchSuggest, { keyword }, { silent: true, signal: controller.signal })
        .then((r) => setSuggestions(r.list))
        .catch(() => undefined);
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, kind, token]);

  const signedIn = () => {
    const needLogin = validateSearchLogin(token);
    if (!needLogin) return true;
    toast.info(needLogin);
    navigate('/login');
    return false;
  };
  const submit = (keyword: string) => {
    if (!signedIn()) return;
    if (keyword) {
      const next = [keyword, ...recent.filter((k) => k !== keyword)].slice(0, SUGGESTION_LIMIT);
      setRecent(next);
      saveUserLocal(STORAGE_KEYS.searchKeywords, next);
    }
    const target = kind === 'product' ? '/sample_list' : '/factory_list';
    navigate(withQuery(target, { keyword }));
  };

  return (
    <HeaderSearchField
      kind={kind}
      onKindChange={setKind}
      value={value}
      onValueChange={setValue}
      suggestions={suggestions}
      recent={recent}
      onSubmit={submit}
      endSlot={
        // §2 camera popover: a picture through the cropper, a pasted screenshot, a link, or (product search) an .xlsx.
        <PopoverTrigger>
          <Button size="sm" variant="ghost">
            {SEARCH_TEXT.imageSearch}
          </Button>
          <Popover title={SEARCH_TEXT.uploadTitle} width={500} placement="bottom end">
            {({ close }) => (
              <Suspense fallback={null}>
                <CameraUpload
                  kind={kind}
                  allowed={() => {
                    close();
                    return signedIn();
                  }}
                  onDone={() => navigate('/imageSearch')}
                />
              </Suspense>
            )}
          </Popover>
        </PopoverTrigger>
      }
    />
  );
}
