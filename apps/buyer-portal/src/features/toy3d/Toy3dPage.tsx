import { api, type ToyItem } from '@wanju/api-client';
import { PAGE_SIZE, useRemote } from '@wanju/app-shell';
import { Box, Spinner } from '@wanju/ui';
import { lazy, Suspense } from 'react';
import { client } from '../../app/session';
import { useListQuery, useOpeners } from '../catalogue/useToyList';
import { TOY3D_TEXT } from './messages';
import { Toy3dView } from './Toy3dView';

// The viewer (WebGL and the glTF reader) is its own chunk, loaded only when an exhibit is shown.
const ModelViewer = lazy(() => import('./ModelViewer').then((m) => ({ default: m.ModelViewer })));

const modelOf = (item: ToyItem | undefined) =>
  typeof item?.extra?.model === 'string' ? (item.extra.model as string) : null;

/** Container: /toy3d — the toy3d section (`?exhibit=<id>` chooses one; the first by default). */
export function Toy3dPage() {
  const { params, page, update } = useListQuery();
  const { onOpenProduct } = useOpeners();
  const { state, data, retry } = useRemote(
    () => client.call(api.toy.getList, { section: 'toy3d', page, page_size: PAGE_SIZE, sort: 'hot' }),
    [page],
    { list: [] as ToyItem[], total: 0, total_text: '0' },
  );
  const exhibits = data.list.filter((i) => modelOf(i));
  const asked = Number(params.get('exhibit'));
  const selected = exhibits.find((i) => i.id === asked) ?? exhibits[0];
  const src = modelOf(selected);
  return (
    <Toy3dView
      state={state}
      items={exhibits}
      total={data.total}
      page={page}
      pageSize={PAGE_SIZE}
      selectedId={selected?.id ?? null}
      onSelect={(id) => update({ exhibit: id })}
      onPageChange={(p) => update({ page: p, exhibit: undefined })}
      onOpenProduct={onOpenProduct}
      onRetry={retry}
      viewer={
        src &&
        selected && (
          <Suspense
            fallback={
              <Box display="flex" justifyContent="center" paddingY="xxxl">
                <Spinner label={TOY3D_TEXT.loadingModel} showLabel />
              </Box>
            }
          >
            <ModelViewer key={src} src={src} label={TOY3D_TEXT.viewer(selected.name)} />
          </Suspense>
        )
      }
    />
  );
}
