/** SignalR JSON hub protocol, version 1: JSON messages each ended by the record separator 0x1E. */
export const RECORD_SEPARATOR = '\x1e';

/** Message types of the hub protocol. */
export const HubMessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

/** A parsed hub message: its type and fields as sent (only the ones the server reads are typed). */
export type HubMessage = { type: number; invocationId?: unknown; target?: unknown } & Record<string, unknown>;

/** One message, framed. */
export const frame = (message: object): string => `${JSON.stringify(message)}${RECORD_SEPARATOR}`;

/** Splits received text into whole messages and the unfinished rest (kept for the next frame). */
export const splitFrames = (buffer: string): { messages: string[]; rest: string } => {
  const parts = buffer.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { messages: parts.filter((part) => part.length > 0), rest };
};

/** Parses one message; undefined when it is not a JSON object. */
export const parseJsonObject = (text: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

/** A parsed hub message, or undefined when the text is not one (no numeric `type`). */
export const parseHubMessage = (text: string): HubMessage | undefined => {
  const value = parseJsonObject(text);
  return value && typeof value.type === 'number' ? (value as HubMessage) : undefined;
};
