/** A filter text: trimmed, undefined when blank (so the server gets no empty filter). */
export const filterValue = (text: string | undefined): string | undefined => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
};
