const pad = (value: number): string => String(value).padStart(2, '0');

/** An instant in local time as 'dd/MM/yyyy HH:mm:ss' ('' for an unreadable one). */
export const formatInstant = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

/** A filter text: trimmed, undefined when blank (so the server gets no empty filter). */
export const filterValue = (text: string | undefined): string | undefined => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
};
