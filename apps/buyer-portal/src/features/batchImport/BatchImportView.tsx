import { ImportWizardView, type ImportWizardViewProps } from '@wanju/app-shell';
import { Box, Button, EmptyState } from '@wanju/ui';
import { BATCH_IMPORT_TEXT as T } from './messages';

export interface BatchImportViewProps {
  /** whether the user's role may change the company's product library */
  allowed: boolean;
  onBackToLibrary: () => void;
  /** the shared import wizard's state and callbacks (its title is this screen's) */
  wizard: ImportWizardViewProps;
}

/**
 * /batch_import_product and /batch_import_images: the shared import wizard on the company's product library,
 * with the way back to it; a role that may not change the library is told so instead.
 */
export function BatchImportView({ allowed, onBackToLibrary, wizard }: BatchImportViewProps) {
  const back = <Button onPress={onBackToLibrary}>{T.backToLibrary}</Button>;
  if (!allowed)
    return (
      <Box as="section" aria-label={wizard.title} padding="xl">
        <EmptyState title={wizard.title} description={T.notAllowed} action={back} />
      </Box>
    );
  return (
    <Box display="flex" flexDirection="column">
      <ImportWizardView {...wizard} />
      <Box paddingX="lg">{back}</Box>
    </Box>
  );
}
