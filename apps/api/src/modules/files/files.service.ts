import { randomBytes } from 'node:crypto';
import { Limits } from '@uu/contract/limits';
import { FILE_NAME_RE, FILES_PATH, type AdminUploadResult, type UploadResult } from '@uu/contract/profile';
import { extensionOf, sniffImageType, typeOfExtension, type ImageType } from '@uu/domain/image-type';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ThrottleService } from '../throttle/throttle.service';
import { adminUploadExists, findUpload, insertAdminUpload, insertUpload } from './files.repository';
import type { FileStorage } from './storage';

const DAY_MS = 24 * 3600 * 1000;
/** Uploads per member per day: enough for any avatar or payment proof, not enough to fill a disk. */
export const UPLOADS_PER_DAY = 100;

/**
 * Member uploads (issue 3, spec §5 "Images"): under 1 MB, the type read from the bytes (png, jpeg,
 * webp, gif; never svg), stored under a random name the server makes with the extension of the
 * type it found, so neither the member's file name nor their declared type reaches the disk or
 * the Content-Type of the answer.
 */
export class FilesService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #throttle: ThrottleService;
  readonly #storage: FileStorage;

  constructor(deps: { db: Db; clock: Clock; throttle: ThrottleService; storage: FileStorage }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#throttle = deps.throttle;
    this.#storage = deps.storage;
  }

  async saveImage(userId: number, bytes: Buffer): Promise<UploadResult> {
    const type = checkImage(bytes);
    const quota = await this.#throttle.consume(`upload:user:${userId}`, UPLOADS_PER_DAY, DAY_MS);
    if (!quota.allowed) throw new AppError('TOO_MANY_REQUESTS');
    const name = await this.#write(bytes, type);
    await insertUpload(this.#db.kysely, {
      user_id: userId,
      name,
      content_type: type,
      size: bytes.length,
      created_at: this.#clock.now(),
    });
    return { url: `${FILES_PATH}/${name}`, name, size: bytes.length, contentType: type };
  }

  /** The back office's upload (spec §7): the same checks, recorded with what the image is for. */
  async saveAdminImage(bytes: Buffer, model: string, pid: number | null): Promise<AdminUploadResult> {
    const type = checkImage(bytes);
    const name = await this.#write(bytes, type);
    await insertAdminUpload(this.#db.kysely, { name, model, pid, content_type: type, size: bytes.length, created_at: this.#clock.now() });
    const url = `${FILES_PATH}/${name}`;
    return { url, name, size: bytes.length, contentType: type, model, pid, localPath: url };
  }

  /** Stored under a new random name (the store never shows a half-written file). */
  async #write(bytes: Buffer, type: ImageType): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${extensionOf(type)}`;
    await this.#storage.put(name, bytes, type);
    return name;
  }

  /** Whether `url` (`/files/<name>`) is a file this member uploaded. */
  async isOwnUpload(userId: number, url: string): Promise<boolean> {
    const name = url.startsWith(`${FILES_PATH}/`) ? url.slice(FILES_PATH.length + 1) : '';
    if (!FILE_NAME_RE.test(name)) return false;
    const row = await findUpload(this.#db.kysely, name);
    return row?.user_id === userId;
  }

  /** Whether `url` (`/files/<name>`) is a file uploaded through the console (spec §7's admin upload). */
  async isAdminUpload(url: string): Promise<boolean> {
    const name = url.startsWith(`${FILES_PATH}/`) ? url.slice(FILES_PATH.length + 1) : '';
    if (!FILE_NAME_RE.test(name)) return false;
    return adminUploadExists(this.#db.kysely, name);
  }

  /**
   * The bytes and type of a stored file, or null. Only names the server could have made are
   * looked up, so no path from a request reaches the file system.
   */
  async read(name: string): Promise<{ bytes: Buffer; type: ImageType } | null> {
    if (!FILE_NAME_RE.test(name)) return null;
    const type = typeOfExtension(name.slice(name.lastIndexOf('.') + 1));
    if (!type) return null;
    const bytes = await this.#storage.get(name);
    return bytes ? { bytes, type } : null;
  }
}

/** Under 1 MB, not empty, and png, jpeg, webp or gif by its bytes: the type found. */
function checkImage(bytes: Buffer): ImageType {
  if (bytes.length >= Limits.imageMaxBytes) throw new AppError('UPLOAD_TOO_LARGE');
  if (bytes.length === 0) throw new AppError('UPLOAD_MISSING');
  const type = sniffImageType(bytes);
  if (!type) throw new AppError('UPLOAD_TYPE');
  return type;
}
