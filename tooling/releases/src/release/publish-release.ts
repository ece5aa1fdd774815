// Publishes a build under `<app>/<version>/` in the artifact store. Every file is written
// create-only and release.json last, so a version is either complete or absent to readers,
// and a published version is never overwritten.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { getJson, PreconditionFailedError, toJson, type ArtifactStore } from '../store/artifact-store';
import { RELEASE_RECORD_FILE, type ReleaseRecord } from './release-record';

export class ReleaseExistsError extends Error {
  constructor(app: string, version: string) {
    super(
      `${app} ${version} is already published and a published version is never overwritten. ` +
        'Commit your change (the version names the commit) or pass --build-id.',
    );
    this.name = 'ReleaseExistsError';
  }
}

export const releasePrefix = (app: string, version: string) => `${app}/${version}`;
export const releaseRecordKey = (app: string, version: string) => `${releasePrefix(app, version)}/${RELEASE_RECORD_FILE}`;

async function filesUnder(dir: string, relative = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(path.join(dir, relative), { withFileTypes: true })) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(dir, child)));
    else files.push(child);
  }
  return files.sort();
}

export async function isPublished(store: ArtifactStore, app: string, version: string): Promise<boolean> {
  return store.exists(releaseRecordKey(app, version));
}

export async function readRelease(store: ArtifactStore, app: string, version: string): Promise<ReleaseRecord | null> {
  return (await getJson<ReleaseRecord>(store, releaseRecordKey(app, version)))?.value ?? null;
}

/** Versions of an app in the store, oldest build first. */
export async function listReleases(store: ArtifactStore, app: string): Promise<ReleaseRecord[]> {
  const keys = (await store.list(`${app}/`)).filter((key) => key.endsWith(`/${RELEASE_RECORD_FILE}`) && key.split('/').length === 3);
  const records = await Promise.all(keys.map(async (key) => (await getJson<ReleaseRecord>(store, key))!.value));
  return records.sort((a, b) => a.builtAt.localeCompare(b.builtAt));
}

export async function publishRelease(store: ArtifactStore, distDir: string, record: ReleaseRecord): Promise<{ files: number }> {
  if (await isPublished(store, record.app, record.version)) throw new ReleaseExistsError(record.app, record.version);
  const prefix = releasePrefix(record.app, record.version);
  const files = (await filesUnder(distDir)).filter((file) => file !== RELEASE_RECORD_FILE);
  for (const file of files) {
    const body = await readFile(path.join(distDir, file));
    try {
      await store.put(`${prefix}/${file}`, body, { ifNoneMatch: '*' });
    } catch (error) {
      // A publish that stopped half-way may be run again with the same build; different
      // bytes under a published name are refused.
      if (!(error instanceof PreconditionFailedError)) throw error;
      const existing = await store.get(`${prefix}/${file}`);
      if (!existing?.body.equals(body)) throw new ReleaseExistsError(record.app, record.version);
    }
  }
  try {
    await store.put(releaseRecordKey(record.app, record.version), toJson(record), { ifNoneMatch: '*', contentType: 'application/json' });
  } catch (error) {
    if (error instanceof PreconditionFailedError) throw new ReleaseExistsError(record.app, record.version);
    throw error;
  }
  return { files: files.length + 1 };
}
