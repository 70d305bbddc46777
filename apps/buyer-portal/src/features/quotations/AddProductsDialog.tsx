import {
  Box,
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
  Image,
  Pagination,
  Radio,
  RadioGroup,
  SearchField,
  Spinner,
} from '@wanju/ui';
import { useEffect, useState } from 'react';
import type { LoadState } from '../catalogue/ListState';
import { ADD_PRODUCTS_TEXT as T } from './messages';
import * as styles from './Quotations.css';

/** Where the editor takes products from: search results (several products), a sample cart or a selection list (one). */
export type ProductSourceKind = 'search' | 'cart' | 'chooses';

/** A row of the dialog: a product of the search, or a cart or selection list. */
export interface ProductSourceOption {
  id: number;
  title: string;
  detail: string;
  thumb?: string;
}

export interface AddProductsDialogProps {
  kind: ProductSourceKind | null;
  /** the quotation's number, as the title says */
  number: string;
  state: LoadState;
  options: readonly ProductSourceOption[];
  total: number;
  page: number;
  pageSize: number;
  keyword: string;
  onKeyword: (keyword: string) => void;
  onPage: (page: number) => void;
  isPending?: boolean;
  /** the products chosen (search), or the one cart or selection list */
  onConfirm: (ids: number[]) => void;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * The editor's 添加产品 dialog: search the catalogue and tick products, or pick one of the user's sample carts or
 * selection lists; what is chosen joins the open quotation (products already in it are counted, not repeated).
 */
export function AddProductsDialog(props: AddProductsDialogProps) {
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    if (props.kind) setChosen([]);
  }, [props.kind]);
  const kind = props.kind ?? 'search';
  const many = kind === 'search';
  const rows = props.options.map((o) =>
    many ? (
      <Checkbox key={o.id} value={String(o.id)} aria-label={o.title}>
        <OptionText option={o} />
      </Checkbox>
    ) : (
      <Radio key={o.id} value={String(o.id)} aria-label={o.title}>
        <OptionText option={o} />
      </Radio>
    ),
  );
  return (
    <Dialog
      isOpen={props.kind !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title={T.title[kind](props.number)}
      size="lg"
      footer={
        <>
          <Button onPress={props.onClose}>{T.cancel}</Button>
          <Button
            variant="primary"
            isPending={props.isPending}
            isDisabled={!chosen.length}
            onPress={() => props.onConfirm(chosen.map(Number))}
          >
            {many ? T.addChosen(chosen.length) : T.add}
          </Button>
        </>
      }
    >
      <Box display="flex" flexDirection="column" gap="md">
        <SearchField
          label={T.search[kind]}
          placeholder={T.searchHint[kind]}
          value={props.keyword}
          onChange={props.onKeyword}
        />
        {props.state === 'loading' ? (
          <Spinner label={T.loading} />
        ) : props.state === 'error' ? (
          <Box display="flex" gap="sm" alignItems="center" role="alert">
            {T.loadFailed}
            <Button size="sm" onPress={props.onRetry}>
              {T.retry}
            </Button>
          </Box>
        ) : props.options.length === 0 ? (
          <Box color="textSecondary">{T.none[kind]}</Box>
        ) : many ? (
          <CheckboxGroup label={T.choose[kind]} value={chosen} onChange={setChosen}>
            {rows}
          </CheckboxGroup>
        ) : (
          <RadioGroup label={T.choose[kind]} value={chosen[0] ?? null} onChange={(v) => setChosen([v])}>
            {rows}
          </RadioGroup>
        )}
        {props.total > props.pageSize && (
          <Pagination
            page={props.page}
            pageSize={props.pageSize}
            total={props.total}
            onChange={props.onPage}
            isDisabled={props.state === 'loading'}
          />
        )}
      </Box>
    </Dialog>
  );
}

function OptionText({ option }: { option: ProductSourceOption }) {
  return (
    <Box display="flex" alignItems="center" gap="sm">
      {option.thumb !== undefined && (
        <div className={styles.thumb}>
          <Image src={option.thumb} alt="" ratio={1} />
        </div>
      )}
      <span>
        <Box as="span" fontWeight="bold">
          {option.title}
        </Box>
        <Box as="span" display="block" color="textMuted" fontSize="xs">
          {option.detail}
        </Box>
      </span>
    </Box>
  );
}
