import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp } from '../schema.js';

/** Which upload route stored a file. */
export type StoredFileKind = 'file' | 'image';

/** Metadata of one uploaded file (migration 0005); the bytes live at FILES_DIR/<path>. */
export type FilesTable = {
  id: Generated<string>;
  tenant_id: string;
  kind: StoredFileKind;
  name: string;
  type: string;
  size: number;
  sha256: string;
  path: string;
  uploaded_by: string | null;
  created_at: Timestamp;
};

/**
 * The partner (customers) columns migration 0005 adds for the existence checks: the website, and the phone and
 * website normalised by the database (generated, never written).
 */
export type PartnerCheckColumns = {
  website: string | null;
  dien_thoai_chuan: ColumnType<string | null, never, never>;
  website_chuan: ColumnType<string | null, never, never>;
};

/** Tables of stored files, plus the partner columns of the same migration (merged into `customers`). */
export type FileTables = {
  files: FilesTable;
  customers: PartnerCheckColumns;
};

export type StoredFileRow = Selectable<FilesTable>;
