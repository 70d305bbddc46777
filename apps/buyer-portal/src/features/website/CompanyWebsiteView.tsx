import type { CompanyDisplay, WebsiteSummary } from '@wanju/api-client';
import { Badge, Box, Button, ConfirmDialog, Image, Link } from '@wanju/ui';
import { useState } from 'react';
import { ListState, type LoadState } from '../catalogue/ListState';
import { WEBSITE_TEXT } from './messages';
import { AdminFrame } from './parts';
import * as styles from './Website.css';

const T = WEBSITE_TEXT.legacy;

export interface CompanyWebsiteViewProps {
  state: LoadState;
  display: CompanyDisplay | null;
  sites: readonly WebsiteSummary[];
  canManage: boolean;
  isPending: boolean;
  onMigrate: () => void;
  onRetry: () => void;
}

/** /company_website: an old-version company's online showroom (its display), and the move to the new version. */
export function CompanyWebsiteView(props: CompanyWebsiteViewProps) {
  const [asking, setAsking] = useState(false);
  const d = props.display;
  return (
    <AdminFrame
      title={T.title}
      hint={T.hint}
      tools={
        props.canManage && (
          <Button variant="primary" onPress={() => setAsking(true)} isPending={props.isPending}>
            {T.migrate}
          </Button>
        )
      }
    >
      <ListState state={props.state} isEmpty={!d} onRetry={props.onRetry}>
        {d && (
          <Box
            as="section"
            aria-label={T.display}
            display="flex"
            gap="lg"
            padding="lg"
            background="surface"
            borderRadius="md"
            flexWrap="wrap"
          >
            {d.logo && (
              <Box className={styles.thumb}>
                <Image src={d.logo} alt={`${d.name} logo`} />
              </Box>
            )}
            <Box display="flex" flexDirection="column" gap="xs" flexGrow={1} minWidth={0}>
              <Box as="h2" fontSize="lg" fontWeight="bold">
                {d.name}
              </Box>
              <Box color="textSecondary">{d.name_en}</Box>
              <Box>{d.introduction}</Box>
              <Box color="textSecondary" fontSize="sm">
                {[d.address, d.telephone, d.email].filter(Boolean).join(' · ')}
              </Box>
            </Box>
          </Box>
        )}
        {props.sites.map((s) => (
          <Box key={s.id} display="flex" gap="md" alignItems="center">
            <Box fontWeight="bold">{s.name}</Box>
            <Badge tone={s.status ? 'success' : 'neutral'}>{s.status_text}</Badge>
            <Link href={s.path} target="_blank" rel="noopener">
              {WEBSITE_TEXT.list.open}
            </Link>
          </Box>
        ))}
      </ListState>
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={setAsking}
        message={T.confirm}
        confirmLabel={T.migrate}
        onConfirm={() => {
          setAsking(false);
          props.onMigrate();
        }}
      />
    </AdminFrame>
  );
}
