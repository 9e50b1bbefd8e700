/** The most card numbers one run takes (POST system/encrypts accepts up to 1000 texts). */
export const MAX_CARD_NUMBERS = 1000;

/** A pasted list of card numbers: one per line, each trimmed, blank lines dropped, order kept. */
export const cardNumbersOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The outcome of one line: its result, or the reason it failed. */
export type LineOutcome = { input: string; output: string } | { input: string; error: string };

/**
 * Runs `run` on each value, at most `concurrency` at a time, and answers one outcome per value in the input's
 * order: a failure is kept on its line (its message) and does not stop the others.
 */
export const runEachLine = async (
  values: readonly string[],
  run: (value: string) => Promise<string>,
  concurrency = 4,
): Promise<LineOutcome[]> => {
  const outcomes: LineOutcome[] = new Array<LineOutcome>(values.length);
  let next = 0;
  const worker = async () => {
    while (next < values.length) {
      const index = next++;
      const input = values[index] as string;
      try {
        outcomes[index] = { input, output: await run(input) };
      } catch (error) {
        outcomes[index] = { input, error: error instanceof Error ? error.message : String(error) };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, values.length)) }, worker));
  return outcomes;
};

/** The outcomes paired with a bulk answer (POST system/encrypts answers the values in the same order). */
export const pairedOutcomes = (inputs: readonly string[], outputs: readonly string[]): LineOutcome[] =>
  inputs.map((input, i) => ({ input, output: outputs[i] ?? '' }));

/** The results to copy: one line per input, a failed line left blank so that lines stay aligned. */
export const outcomesText = (outcomes: readonly LineOutcome[]): string =>
  outcomes.map((o) => ('output' in o ? o.output : '')).join('\n');
