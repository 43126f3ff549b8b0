import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';

type Sdk = typeof import('@aws-sdk/client-s3');
/** The AWS SDK (about 20 MB of a process) is loaded on the first call to S3, never by a server storing files locally. */
const loadSdk = (): Promise<Sdk> => import('@aws-sdk/client-s3');

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
  /** Stores the file at `source` (a local temporary file) as a new object, streamed rather than read whole; the source is removed. */
  putFile(name: string, source: string, contentType: string): Promise<void>;
  /** The object as a stream, or null when there is none. */
  open(name: string): Promise<Readable | null>;
  /** Deletes the object (nothing when there is none). */
  remove(name: string): Promise<void>;
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

  /** Moved into place whole (a copy when the source is on another file system), so a half-written file is never read. */
  async putFile(name: string, source: string): Promise<void> {
    await fs.mkdir(this.#dir, { recursive: true });
    const temp = path.join(this.#dir, `.${name}.part`);
    await fs.copyFile(source, temp);
    await fs.rename(temp, path.join(this.#dir, name));
    await fs.rm(source, { force: true });
  }

  async open(name: string): Promise<Readable | null> {
    const file = path.join(this.#dir, name);
    try {
      await fs.access(file);
    } catch {
      return null;
    }
    return createReadStream(file);
  }

  async remove(name: string): Promise<void> {
    await fs.rm(path.join(this.#dir, name), { force: true });
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
  readonly #options: S3Options;
  #connected: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  readonly #bucket: string;
  readonly #prefix: string;

  constructor(options: S3Options) {
    this.#options = options;
    this.#bucket = options.bucket;
    this.#prefix = options.prefix;
  }

  /** The SDK and the client, made by the first call. */
  #s3(): Promise<{ sdk: Sdk; client: S3Client }> {
    const options = this.#options;
    this.#connected ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        forcePathStyle: options.forcePathStyle,
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        // Unset: the SDK's own chain (environment, instance role…).
        ...(options.accessKeyId && options.secretAccessKey
          ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
          : {}),
      }),
    }));
    return this.#connected;
  }

  /** A PUT is atomic in S3: the object appears whole or not at all. */
  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    const { sdk, client } = await this.#s3();
    await client.send(new sdk.PutObjectCommand({ Bucket: this.#bucket, Key: this.#prefix + name, Body: bytes, ContentType: contentType }));
  }

  async get(name: string): Promise<Buffer | null> {
    const { sdk, client } = await this.#s3();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.#bucket, Key: this.#prefix + name }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Sent as a stream with its length, so the SDK never holds the whole file. */
  async putFile(name: string, source: string, contentType: string): Promise<void> {
    const { size } = await fs.stat(source);
    const { sdk, client } = await this.#s3();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.#bucket,
        Key: this.#prefix + name,
        Body: createReadStream(source),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
    await fs.rm(source, { force: true });
  }

  async open(name: string): Promise<Readable | null> {
    const { sdk, client } = await this.#s3();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.#bucket, Key: this.#prefix + name }));
      return answer.Body ? Readable.fromWeb(answer.Body.transformToWebStream() as Parameters<typeof Readable.fromWeb>[0]) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    const { sdk, client } = await this.#s3();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.#bucket, Key: this.#prefix + name }));
  }
}

function isMissing(error: unknown): boolean {
  return (
    (error as { name?: string }).name === 'NoSuchKey' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
}

/**
 * The store the configuration names (plugins/env.ts: STORAGE and S3_*). `area` keeps the operators' exports apart
 * from the members' uploads: DATA_DIR/exports, or the `exports/` folder under S3_PREFIX — never served at /files.
 */
export function createStorage(
  env: {
    STORAGE: 'local' | 's3';
    DATA_DIR: string;
    S3_ENDPOINT?: string;
    S3_REGION: string;
    S3_BUCKET?: string;
    S3_ACCESS_KEY_ID?: string;
    S3_SECRET_ACCESS_KEY?: string;
    S3_FORCE_PATH_STYLE: boolean;
    S3_PREFIX: string;
  },
  area: 'uploads' | 'exports' = 'uploads',
): FileStorage {
  if (env.STORAGE === 'local') return new LocalStorage(path.join(env.DATA_DIR, area));
  return new S3Storage({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET ?? '',
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: area === 'uploads' ? env.S3_PREFIX : `${env.S3_PREFIX}${area}/`,
  });
}
