import type { AssistantAnswer, AssistantStatus } from '@wanju/api-client';
import { Button, FactoryCard, Link, ProductCard, ProgressBar, TextField } from '@wanju/ui';
import { type FormEvent, useState } from 'react';
import { numericId, toFactoryCard, toProductCard } from '../catalogue/cards';
import { FACTORY_TEXT } from '../factory/messages';
import * as styles from './Assistant.css';
import { AI_TEXT as T } from './messages';

export interface QaViewProps {
  /** null while the provider status loads */
  status: AssistantStatus | null;
  /** the conversation, oldest first */
  answers: AssistantAnswer[];
  /** a refusal (empty question, free limit …), in Chinese */
  error: string | null;
  busy: boolean;
  onAsk: (question: string) => void;
  onOpenProduct: (id: number) => void;
  onOpenFactory: (id: number) => void;
  /** opens a page of the portal (help article, full search) */
  onOpenLink: (path: string) => void;
}

/** /xiaoniaoAIproblem: questions about the platform and the catalogue, answered with cards that open their pages. */
export function QaView({ status, answers, error, busy, onAsk, onOpenProduct, onOpenFactory, onOpenLink }: QaViewProps) {
  const [question, setQuestion] = useState('');
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const q = question.trim();
    if (!q || busy) return;
    onAsk(q);
    setQuestion('');
  };
  return (
    <section className={styles.page} aria-labelledby="qa-title">
      <h1 id="qa-title" className={styles.title}>
        {T.qaTitle}
      </h1>
      <p className={styles.intro}>{T.qaIntro}</p>
      {status && (
        <p className={status.provider ? styles.hint : styles.note} role="note">
          {status.provider ? T.providerOn(status.model) : T.providerOff}
        </p>
      )}
      <div className={styles.actions}>
        <span className={styles.hint}>{T.examples}：</span>
        {T.exampleQuestions.map((q) => (
          <Button key={q} size="sm" isDisabled={busy} onPress={() => onAsk(q)}>
            {q}
          </Button>
        ))}
      </div>
      {answers.length ? (
        <ol className={styles.chat} aria-label={T.conversation}>
          {answers.map((a) => (
            <li key={a.id} className={styles.chat}>
              <p className={styles.bubbleMine}>{a.question}</p>
              <Answer answer={a} onOpenProduct={onOpenProduct} onOpenFactory={onOpenFactory} onOpenLink={onOpenLink} />
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.hint}>{T.empty}</p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <form className={styles.ask} onSubmit={submit}>
        <TextField
          className={styles.askField}
          label={T.question}
          placeholder={T.placeholder}
          value={question}
          onChange={setQuestion}
          maxLength={200}
        />
        <Button type="submit" variant="primary" isDisabled={!question.trim() || busy} isPending={busy}>
          {T.send}
        </Button>
      </form>
    </section>
  );
}

function Answer({
  answer,
  onOpenProduct,
  onOpenFactory,
  onOpenLink,
}: { answer: AssistantAnswer } & Pick<QaViewProps, 'onOpenProduct' | 'onOpenFactory' | 'onOpenLink'>) {
  const r = answer.result;
  if (answer.status === 'failed')
    return (
      <article className={styles.bubble} aria-label={T.assistant}>
        <p className={styles.error}>{answer.error}</p>
      </article>
    );
  if (!r)
    return (
      <article className={styles.bubble} aria-label={T.assistant}>
        <ProgressBar label={T.thinking} isIndeterminate hideValue />
      </article>
    );
  const cited = new Set(r.cited);
  return (
    <article className={styles.bubble} aria-label={T.assistant}>
      <p className={styles.answerText}>{r.text}</p>
      {r.provider_note && <p className={styles.note}>{r.provider_note}</p>}
      {r.help.length > 0 && (
        <>
          <h2 className={styles.subtitle}>{T.helpSources}</h2>
          <ul className={styles.list}>
            {r.sources
              .filter((s) => s.kind === 'help')
              .map((s) => (
                <li key={s.n}>
                  [{s.n}]{' '}
                  <Link
                    onPress={() => onOpenLink(s.link)}
                  >{`${s.title}${cited.has(s.n) ? ` · ${T.sources}` : ''}`}</Link>
                </li>
              ))}
          </ul>
        </>
      )}
      {r.products.length > 0 && (
        <>
          <h2 className={styles.subtitle}>{T.products}</h2>
          <ul className={styles.cards} aria-label={T.products}>
            {r.products.map((p) => (
              <li key={p.id}>
                <ProductCard product={toProductCard(p)} onOpen={(id) => onOpenProduct(numericId(id))} />
              </li>
            ))}
          </ul>
        </>
      )}
      {r.factories.length > 0 && (
        <>
          <h2 className={styles.subtitle}>{T.factories}</h2>
          <ul className={styles.factoryCards} aria-label={T.factories}>
            {r.factories.map((f) => (
              <li key={f.id}>
                <FactoryCard factory={toFactoryCard(f, FACTORY_TEXT)} onOpen={(id) => onOpenFactory(numericId(id))} />
              </li>
            ))}
          </ul>
        </>
      )}
      {r.search_link && r.total > 0 && (
        <div className={styles.actions}>
          <Link onPress={() => onOpenLink(r.search_link)}>{T.allResults}</Link>
        </div>
      )}
    </article>
  );
}
