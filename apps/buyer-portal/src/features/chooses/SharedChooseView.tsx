import type { SharedChoose } from '@wanju/api-client';
import { formatPrice, lineKey, quotedPriceUnit } from '@wanju/domain';
import { Box, Button, Checkbox, EmptyState, Image, Pagination, TextField } from '@wanju/ui';
import { useState } from 'react';
import { ListState, type LoadState } from '../catalogue/ListState';
import * as styles from './Chooses.css';
import { SHARE_TEXT as T } from './messages';

export interface ShareApplyForm {
  name: string;
  contact: string;
  remark: string;
}

export interface SharedChooseViewProps {
  /** 'invalid': the link is unknown, expired or revoked */
  state: LoadState | 'invalid';
  data: SharedChoose | null;
  page: number;
  pageSize: number;
  /**
   * the ticked products (across pages) by the domain's lineKey: a platform product or one of the sharing
   * company's own library
   */
  picked: readonly string[];
  /** the pick was sent */
  sent: boolean;
  busy?: boolean;
  onToggle: (key: string, picked: boolean) => void;
  onPickPage: (keys: string[]) => void;
  onClear: () => void;
  onPage: (page: number) => void;
  onSubmit: (form: ShareApplyForm) => void;
  onPickAgain: () => void;
  onRetry: () => void;
}

/** /chooseShare?token=…: a selection list shown read-only to a customer without an account, who picks and sends. */
export function SharedChooseView(props: SharedChooseViewProps) {
  const { data, picked } = props;
  const [form, setForm] = useState<ShareApplyForm>({ name: '', contact: '', remark: '' });
  const [tried, setTried] = useState(false);
  const nameMissing = !form.name.trim();
  if (props.state === 'invalid')
    return (
      <Box as="section" aria-label={T.title} padding="xl">
        <EmptyState title={T.invalid} description={T.invalidHint} />
      </Box>
    );
  const submit = () => {
    setTried(true);
    if (!nameMissing && picked.length) props.onSubmit(form);
  };
  return (
    <Box as="section" aria-label={T.title} display="flex" flexDirection="column" gap="lg" padding="xl">
      <ListState state={props.state} isEmpty={!data} onRetry={props.onRetry}>
        {data && (
          <>
            <Box as="header" display="flex" alignItems="center" gap="md" aria-label={T.brand}>
              {data.company_logo ? (
                <Image src={data.company_logo} alt={data.company_name} width={56} />
              ) : (
                <Box
                  aria-hidden
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  fontWeight="bold"
                  fontSize="lg"
                  color="onPrimary"
                  background="primary"
                  borderRadius="md"
                  style={{ width: 56, height: 56, flex: 'none' }}
                >
                  {[...data.company_name].slice(0, 2).join('')}
                </Box>
              )}
              <Box display="flex" flexDirection="column">
                <Box fontWeight="bold" fontSize="lg">
                  {data.company_name}
                </Box>
                {data.company_name_en && <Box color="textSecondary">{data.company_name_en}</Box>}
              </Box>
            </Box>
            <Box display="flex" flexDirection="column" gap="xs">
              <Box as="h1" fontSize="xl" fontWeight="bold">
                {data.name}
              </Box>
              <Box color="textSecondary">
                {T.from(data.company_name)} · {T.expires(data.expires_time)}
              </Box>
              {data.words && <Box>{data.words}</Box>}
            </Box>
            {props.sent ? (
              <EmptyState
                title={T.sent}
                action={
                  <Button variant="primary" onPress={props.onPickAgain}>
                    {T.sendAgain}
                  </Button>
                }
              />
            ) : (
              <>
                <Box display="flex" alignItems="center" gap="md" flexWrap="wrap">
                  <Box as="h2" fontSize="lg" fontWeight="bold">
                    {T.products}
                  </Box>
                  <Box role="status" color="textSecondary">
                    {T.picked(picked.length, data.total)}
                  </Box>
                  <Button size="sm" variant="ghost" onPress={() => props.onPickPage(data.list.map(lineKey))}>
                    {T.selectAll}
                  </Button>
                  <Button size="sm" variant="ghost" isDisabled={!picked.length} onPress={props.onClear}>
                    {T.clear}
                  </Button>
                </Box>
                <Box
                  as="ul"
                  className={styles.plainList}
                  display="flex"
                  flexDirection="column"
                  gap="sm"
                  aria-label={T.products}
                >
                  {data.list.map((p) => (
                    <Box
                      as="li"
                      key={lineKey(p)}
                      display="flex"
                      alignItems="center"
                      gap="md"
                      padding="sm"
                      background="surface"
                    >
                      <Checkbox
                        aria-label={T.pick(p.name)}
                        isSelected={picked.includes(lineKey(p))}
                        onChange={(on) => props.onToggle(lineKey(p), on)}
                      />
                      <Image src={p.picture || p.thumb} alt="" width={120} />
                      <Box flexGrow={1} minWidth={0} display="flex" flexDirection="column" gap="xs">
                        <Box fontWeight="bold">
                          {p.name}
                          {p.custom_number ? `（${p.custom_number}）` : ''}
                        </Box>
                        <Box color="textSecondary" fontSize="sm">
                          {[
                            p.packing_name,
                            T.carton(p.carton_quantity, p.carton_cubic_meter),
                            p.certifications.join(' '),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </Box>
                      </Box>
                      <Box color="price" fontWeight="bold">
                        {formatPrice(p.quoted_price, p.currency)} / {quotedPriceUnit(p.price_basis, p.unit)}
                      </Box>
                    </Box>
                  ))}
                </Box>
                {data.total > props.pageSize && (
                  <Pagination page={props.page} pageSize={props.pageSize} total={data.total} onChange={props.onPage} />
                )}
                <Box
                  as="form"
                  aria-label={T.send}
                  display="flex"
                  flexDirection="column"
                  gap="sm"
                  padding="lg"
                  background="surface"
                  borderRadius="md"
                  onSubmit={(e) => {
                    e.preventDefault();
                    submit();
                  }}
                >
                  <TextField
                    label={T.yourName}
                    isRequired
                    validationBehavior="aria"
                    value={form.name}
                    onChange={(name) => setForm({ ...form, name })}
                    isInvalid={tried && nameMissing}
                    errorMessage={T.nameRequired}
                  />
                  <TextField
                    label={T.contact}
                    value={form.contact}
                    onChange={(contact) => setForm({ ...form, contact })}
                  />
                  <TextField
                    label={T.remark}
                    multiline
                    rows={2}
                    value={form.remark}
                    onChange={(remark) => setForm({ ...form, remark })}
                  />
                  {tried && !picked.length && (
                    <Box role="alert" color="danger">
                      {T.pickRequired}
                    </Box>
                  )}
                  <Box>
                    <Button variant="primary" isPending={props.busy} onPress={submit}>
                      {T.send}
                    </Button>
                  </Box>
                </Box>
              </>
            )}
          </>
        )}
      </ListState>
    </Box>
  );
}
