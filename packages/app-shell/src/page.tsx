import { Box, Spinner } from '@wanju/ui';
import { type ReactNode, Suspense } from 'react';

/** What the centred spinner of a loading screen says. */
export const LOADING_PAGE_TEXT = '页面加载中…';

/** A lazily loaded screen: the centred spinner until its chunk has arrived. */
export function page(element: ReactNode, label: string = LOADING_PAGE_TEXT) {
  return (
    <Suspense
      fallback={
        <Box display="flex" justifyContent="center" paddingY="xxxl">
          <Spinner label={label} />
        </Box>
      }
    >
      {element}
    </Suspense>
  );
}
