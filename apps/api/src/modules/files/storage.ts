import fs from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/**
 * Where uploaded files live (issue 16: "uploads shared by all instances"). Names are made by the server
 * (FilesService) and never change, so a store only has to put a new object and read it back.
 * - `local` (default): DATA_DIR/uploads on this machine, for one instance (or a volume every instance mounts).
 * - `s3`: any S3-compatible store (AWS S3, MinIO, Cloudflare R2…), so every instance serves every upload.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores a new object; a half-written one is never readable. */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such object. */
  get(name: string): Promise<Buffer | null>;
}

export class LocalStorage implements FileStorage {
  readonly kind = 'local' as const;
  readonly #dir: string;

  constructor(dir: string) {
    this.#dir = path.resolve(dir);
  }

  /** Written under a temporary name and renamed, so a half-written file is never served. */
  async put(name: string, bytes: Buffer): Promise<void> {
    await fs.mkdir(this.#dir, { recursive: true });
    const temp = path.join(this.#dir, `.${name}.part`);
    await fs.writeFile(temp, bytes, { flag: 'wx', mode: 0o640 });
    await fs.rename(temp, path.join(this.#dir, name));
  }

  async get(name: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(path.join(this.#dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}

export type S3Options = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** MinIO and most self-hosted stores want `http://host/bucket/key` rather than a bucket subdomain. */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket, e.g. `uploads/`. */
  prefix: string;
};

export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;

  constructor(options: S3Options) {
    this.#bucket = options.bucket;
    this.#prefix = options.prefix;
    this.#client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      // Unset: the SDK's own chain (environment, instance role…).
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    });
  }

  /** A PUT is atomic in S3: the object appears whole or not at all. */
  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.#client.send(
      new PutObjectCommand({ Bucket: this.#bucket, Key: this.#prefix + name, Body: bytes, ContentType: contentType }),
    );
  }

  async get(name: string): Promise<Buffer | null> {
    try {
      const answer = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: this.#prefix + name }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
        return null;
      throw error;
    }
  }
}

/** The store the configuration names (plugins/env.ts: STORAGE and S3_*). */
export function createStorage(env: {
  STORAGE: 'local' | 's3';
  DATA_DIR: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_BUCKET?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
  S3_PREFIX: string;
}): FileStorage {
  if (env.STORAGE === 'local') return new LocalStorage(path.join(env.DATA_DIR, 'uploads'));
  return new S3Storage({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET ?? '',
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX,
  });
}
