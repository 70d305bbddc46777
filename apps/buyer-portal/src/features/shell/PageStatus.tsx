import { EmptyState } from '@wanju/ui';
import { SHELL_TEXT } from './messages';

/** A route of the table whose screen is not built yet. */
export function ComingSoonView({ title }: { title: string }) {
  return <EmptyState title={SHELL_TEXT.comingSoonTitle(title)} description={SHELL_TEXT.comingSoonText} />;
}
