import { randomBytes } from 'node:crypto';
import { Limits } from '@uu/contract/limits';
import { FILE_NAME_RE, FILES_PATH, type AdminUploadResult, type UploadResult } from '@uu/contract/profile';
import { sniffImageType, typeOfExtension, type ImageType } from '@uu/domain/image-type';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ThrottleService } from '../throttle/throttle.service';
import { adminUploadExists, findUpload, insertAdminUpload, insertUpload } from './files.repository';
import { encodePicture, type EncodedPicture } from './pictures';
import type { FileStorage } from './storage';

const DAY_MS = 24 * 3600 * 1000;
/** Uploads per member per day: enough for any avatar or payment proof, not enough to fill a disk. */
export const UPLOADS_PER_DAY = 100;

/**
 * Member uploads (issue 3, spec §5 "Images"): under 1 MB, the type read from the bytes (png, jpeg,
 * webp, gif; never svg), then decoded and stored as WebP in sizes (pictures.ts, issue 22) under a
 * random name the server makes, so neither the member's file name, their declared type nor the
 * file's metadata reaches the disk or the Content-Type of the answer.
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
    checkImage(bytes);
    const quota = await this.#throttle.consume(`upload:user:${userId}`, UPLOADS_PER_DAY, DAY_MS);
    if (!quota.allowed) throw new AppError('TOO_MANY_REQUESTS');
    const picture = await this.#write(bytes);
    const size = sizeOf(picture);
    await insertUpload(this.#db.kysely, {
      user_id: userId,
      name: picture.name,
      content_type: 'image/webp',
      size,
      created_at: this.#clock.now(),
    });
    return resultOf(picture);
  }

  /** The back office's upload (spec §7): the same checks, recorded with what the image is for. */
  async saveAdminImage(bytes: Buffer, model: string, pid: number | null): Promise<AdminUploadResult> {
    checkImage(bytes);
    const picture = await this.#write(bytes);
    const { name } = picture;
    await insertAdminUpload(this.#db.kysely, {
      name,
      model,
      pid,
      content_type: 'image/webp',
      size: sizeOf(picture),
      created_at: this.#clock.now(),
    });
    const result = resultOf(picture);
    return { ...result, model, pid, localPath: result.url };
  }

  /**
   * Encoded in sizes and stored under a new random name, the full-size picture last: the store never shows a
   * half-written file, and a picture whose name is known has all its copies.
   */
  async #write(bytes: Buffer): Promise<EncodedPicture> {
    const picture = await encodePicture(randomBytes(16).toString('hex'), bytes, FILES_PATH);
    for (const file of picture.files) await this.#storage.put(file.name, file.bytes, file.type);
    return picture;
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
  async read(name: string): Promise<{ bytes: Buffer; type: ImageType | 'image/avif' } | null> {
    if (!FILE_NAME_RE.test(name)) return null;
    const ext = name.slice(name.lastIndexOf('.') + 1);
    const type = ext === 'avif' ? 'image/avif' : typeOfExtension(ext);
    if (!type) return null;
    const bytes = await this.#storage.get(name);
    return bytes ? { bytes, type } : null;
  }
}

function sizeOf(picture: EncodedPicture): number {
  return picture.files.at(-1)?.bytes.length ?? 0;
}

function resultOf(picture: EncodedPicture): UploadResult {
  const { name, width, height, variants } = picture;
  return { url: `${FILES_PATH}/${name}`, name, size: sizeOf(picture), contentType: 'image/webp', width, height, variants };
}

/** Under 1 MB, not empty, and png, jpeg, webp or gif by its bytes: the type found. */
function checkImage(bytes: Buffer): ImageType {
  if (bytes.length >= Limits.imageMaxBytes) throw new AppError('UPLOAD_TOO_LARGE');
  if (bytes.length === 0) throw new AppError('UPLOAD_MISSING');
  const type = sniffImageType(bytes);
  if (!type) throw new AppError('UPLOAD_TYPE');
  return type;
}
