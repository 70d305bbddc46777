import type { FactoryDetail } from '@wanju/api-client';
import type { LoadState } from '@wanju/app-shell';
import { certificateLabel } from '@wanju/domain';
import { Badge, Box, Button, EmptyState, Image, Spinner } from '@wanju/ui';
import * as styles from './Company.css';
import { COMPANY_TEXT as T } from './messages';

export interface FactoryPreviewViewProps {
  state: LoadState;
  /** the portal's factory detail, read from the same endpoint buyers' pages call */
  factory: FactoryDetail | null;
  onBack: () => void;
  onRetry: () => void;
}

const show = (v: string | null | undefined) => v || T.none;

/**
 * The factory page as buyers see it on the portal: the same record, fields and labels as the portal's
 * factory detail (logo, names, counts, taxpayer and certificate badges, company facts, introduction), with
 * the display's pictures, main categories and booth below.
 */
export function FactoryPreviewView({ state, factory, onBack, onRetry }: FactoryPreviewViewProps) {
  const back = (
    <Button variant="secondary" onPress={onBack}>
      {T.backToEdit}
    </Button>
  );
  if (state === 'loading')
    return (
      <Box display="flex" justifyContent="center" paddingY="xxxl">
        <Spinner size="lg" label={T.loading} showLabel />
      </Box>
    );
  if (state === 'error' || !factory)
    return (
      <EmptyState
        title={T.loadFailed}
        action={
          <Box display="flex" gap="sm">
            {back}
            <Button variant="primary" onPress={onRetry}>
              {T.retry}
            </Button>
          </Box>
        }
      />
    );
  const facts: [string, string][] = [
    [T.region, show(factory.region_name)],
    [T.contact, show(factory.contact)],
    [T.tel, show(factory.tel)],
    [T.mobile, show(factory.mobile)],
    [T.qq, show(factory.qq)],
    [T.fax, show(factory.fax)],
    [T.email, show(factory.email)],
    [T.address, show(factory.address)],
  ];
  if (factory.booth) facts.push([T.booth, factory.booth]);
  return (
    <Box display="flex" flexDirection="column" gap="lg" padding="lg">
      <Box display="flex" justifyContent="space-between" alignItems="center" gap="md" flexWrap="wrap">
        <Box color="textSecondary">{T.previewNote}</Box>
        {back}
      </Box>
      <section className={styles.section} aria-label={factory.name}>
        <div className={styles.head}>
          <Image src={factory.logo} alt={factory.name} width={96} ratio={1} fit="contain" />
          <Box display="flex" flexDirection="column" gap="sm">
            <h1 className={styles.title}>{factory.name}</h1>
            <span className={styles.meta}>
              {factory.name_en} · {T.products(factory.toy_count)} · {T.followers(factory.follower_count)}
            </span>
            <Box display="flex" gap="xs" flexWrap="wrap">
              {factory.is_taxpayer === 1 && <Badge tone="success">{T.taxpayer}</Badge>}
              {factory.certifications.map((c) => (
                <Badge key={c} tone="info">
                  {certificateLabel(c)}
                </Badge>
              ))}
              {factory.main_categories?.map((c) => (
                <Badge key={c.id} tone="primary">
                  {c.name}
                </Badge>
              ))}
            </Box>
            <h2 className={styles.sectionTitle}>{T.company}</h2>
            <dl className={styles.facts}>
              {facts.flatMap(([k, v]) => [
                <dt key={`${k}-t`} className={styles.term}>
                  {k}
                </dt>,
                <dd key={`${k}-d`} className={styles.def}>
                  {v}
                </dd>,
              ])}
            </dl>
            {factory.intro && <p>{factory.intro}</p>}
          </Box>
        </div>
        {factory.publicity.length > 0 && (
          <>
            <h2 className={styles.sectionTitle}>{T.publicity}</h2>
            <div className={styles.gallery}>
              {factory.publicity.map((p, i) => (
                <Image key={p} src={p} alt={T.picture(T.publicity, i + 1)} width={160} ratio={4 / 3} />
              ))}
            </div>
          </>
        )}
        {(factory.license || (factory.certificate_pictures?.length ?? 0) > 0) && (
          <div className={styles.gallery}>
            {factory.license && <Image src={factory.license} alt={T.license} width={160} ratio={4 / 3} fit="contain" />}
            {factory.certificate_pictures?.map((p, i) => (
              <Image
                key={p}
                src={p}
                alt={T.picture(T.certificatePictures, i + 1)}
                width={160}
                ratio={4 / 3}
                fit="contain"
              />
            ))}
          </div>
        )}
      </section>
    </Box>
  );
}
