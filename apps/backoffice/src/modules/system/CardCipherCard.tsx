import { useState } from 'react';
import type { CSSProperties } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, TextArea, vars } from '@sen/ui';
import { useTranslation } from '../../i18n/react';
import { failureText } from '../auth/errors';
import { notify } from '../notify/notify';
import {
  cardNumbersOf,
  MAX_CARD_NUMBERS,
  outcomesText,
  pairedOutcomes,
  runEachLine,
  type LineOutcome,
} from './cardNumbers';
import { useOperationsApi } from './useOperationsApi';
import * as styles from './system.styles';

type Run = { kind: 'encrypted' | 'decrypted'; outcomes: LineOutcome[] };

const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm };
const cell: CSSProperties = {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  ...styles.code,
};
const failed: CSSProperties = { ...cell, color: vars.color.danger };

/**
 * Customer card numbers in bulk: a pasted list (one number per line) encrypted with the tenant's key in one call
 * (POST system/encrypts), or decrypted line by line (POST system/decrypt; a line that fails says why and the others
 * go on); the results are listed beside their inputs and can be copied one per line.
 */
export function CardCipherCard() {
  const { t } = useTranslation();
  const { calls } = useOperationsApi();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const cipher = useMutation({
    mutationFn: async ({ kind, values }: { kind: Run['kind']; values: string[] }): Promise<Run> => {
      if (kind === 'encrypted') {
        const answer = await calls.encrypts(values);
        return { kind, outcomes: pairedOutcomes(values, answer.values) };
      }
      return { kind, outcomes: await runEachLine(values, async (v) => (await calls.decrypt(v)).value) };
    },
    onSuccess: (next) => {
      setRun(next);
      const failures = next.outcomes.filter((o) => 'error' in o).length;
      if (failures === 0)
        notify('success', t(`system.cardCrypto.${next.kind}`, { count: next.outcomes.length }));
      else notify('warning', t('system.cardCrypto.someFailed', { count: failures }));
    },
    onError: (error) => notify('failure', failureText(error, t)),
  });

  const start = (kind: Run['kind']) => {
    const values = cardNumbersOf(text);
    if (values.length === 0) return setProblem(t('system.cardCrypto.empty'));
    if (values.length > MAX_CARD_NUMBERS) {
      return setProblem(t('system.cardCrypto.tooMany', { max: MAX_CARD_NUMBERS }));
    }
    setProblem(null);
    cipher.mutate({ kind, values });
  };

  const copy = async () => {
    if (!run) return;
    try {
      await navigator.clipboard.writeText(outcomesText(run.outcomes));
      notify('success', t('system.crypto.copied'));
    } catch {
      notify('warning', t('system.crypto.copyFailed'));
    }
  };

  return (
    <Card title={t('system.cardCrypto.title')} headingLevel={2}>
      <div style={styles.page}>
        <p style={styles.muted}>{t('system.cardCrypto.description', { max: MAX_CARD_NUMBERS })}</p>
        <TextArea
          label={t('system.cardCrypto.numbers')}
          value={text}
          onChange={(next) => {
            setText(next);
            if (next.trim()) setProblem(null);
          }}
          errorMessage={problem ?? undefined}
          rows={8}
        />
        <div style={styles.actions}>
          <Button onPress={() => start('encrypted')} isPending={cipher.isPending}>
            {t('system.crypto.encrypt')}
          </Button>
          <Button variant="secondary" onPress={() => start('decrypted')} isDisabled={cipher.isPending}>
            {t('system.crypto.decrypt')}
          </Button>
        </div>
        {run && (
          <section aria-label={t('system.crypto.result')} style={styles.page}>
            <h3 style={{ margin: 0 }}>
              {`${t('system.crypto.result')} (${t(`system.cardCrypto.${run.kind}`, { count: run.outcomes.length })})`}
            </h3>
            <table style={table}>
              <thead>
                <tr>
                  <th style={cell}>{t('system.cardCrypto.input')}</th>
                  <th style={cell}>{t('system.crypto.result')}</th>
                </tr>
              </thead>
              <tbody>
                {run.outcomes.map((outcome, i) => (
                  <tr key={i}>
                    <td style={cell}>{outcome.input}</td>
                    {'output' in outcome ? (
                      <td style={cell}>{outcome.output}</td>
                    ) : (
                      <td style={failed}>{outcome.error}</td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
            <div style={styles.actions}>
              <Button size="sm" variant="secondary" onPress={() => void copy()}>
                {t('system.crypto.copy')}
              </Button>
            </div>
          </section>
        )}
      </div>
    </Card>
  );
}
