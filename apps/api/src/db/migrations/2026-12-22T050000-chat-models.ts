import { SqliteAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Chat models the operators configure (issue 23, "Operators"): an OpenAI-compatible endpoint each, its key
// sealed at rest (AES-256-GCM with TWO_FACTOR_KEY, two-factor-secrets.ts), prices per 1,000 tokens in
// millionths of a yuan, at most one default (a partial unique index). A member's choice among the
// enabled ones (null model: the built-in assistant). One usage row per answer. The new permission
// `chat.models` is given to the operator preset (admin holds every permission in code).

const PRESET = 'operator';
const PERMISSION = 'chat.models';

async function presetPermissions(db: Kysely<unknown>): Promise<string[] | null> {
  const row = await sql<{ permissions: string }>`select permissions from admin_roles where id = ${PRESET}`.execute(db);
  const text = row.rows[0]?.permissions;
  return text === undefined ? null : (JSON.parse(text) as string[]);
}

async function savePreset(db: Kysely<unknown>, permissions: string[]): Promise<void> {
  await sql`update admin_roles set permissions = ${JSON.stringify(permissions)}, updated_at = ${Date.now()} where id = ${PRESET}`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: ColumnDefinitionBuilder) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey());
  await db.schema
    .createTable('chat_models')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('base_url', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    // `v1:` + AES-256-GCM nonce, tag and ciphertext; null: the endpoint takes no key.
    .addColumn('api_key_sealed', 'text')
    .addColumn('api_key_last4', 'text')
    .addColumn('price_in_micros', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('price_out_micros', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create unique index chat_models_one_default on chat_models (is_default) where is_default = 1`.execute(db);
  await db.schema
    .createTable('chat_model_choices')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    // null: the built-in assistant.
    .addColumn('model_id', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('chat_answer_usage')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', id)
    .addColumn('log_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('conversation_id', 'bigint', (c) => c.notNull())
    // 'builtin', 'config' (AI_BASE_URL) or 'model' (chat_models.id in model_id).
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('model_id', 'bigint')
    .addColumn('model_name', 'text', (c) => c.notNull())
    .addColumn('intent', 'text')
    .addColumn('tools', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('tokens_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tokens_out', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cost_micros', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('first_token_ms', 'integer')
    .addColumn('total_ms', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('failure_code', 'integer')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_answer_usage_day').on('chat_answer_usage').columns(['day', 'id']).execute();
  await db.schema.createIndex('chat_answer_usage_user').on('chat_answer_usage').columns(['user_id', 'id']).execute();
  const permissions = await presetPermissions(db);
  if (permissions && !permissions.includes(PERMISSION)) await savePreset(db, [...permissions, PERMISSION]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const permissions = await presetPermissions(db);
  if (permissions)
    await savePreset(
      db,
      permissions.filter((p) => p !== PERMISSION),
    );
  await db.schema.dropTable('chat_answer_usage').execute();
  await db.schema.dropTable('chat_model_choices').execute();
  await db.schema.dropTable('chat_models').execute();
}
