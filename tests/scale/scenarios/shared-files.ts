import { productUploadField, type ProductFilesView } from '../../../src/shared/admin/files.ts';
import { multipartFile } from '../../../src/server/testing/multipart.ts';
import { jsonOf, send } from '../client.ts';
import { exactly } from '../report.ts';
import type { Scenario } from '../scale-run.ts';
import { asAdmin, buyTheBot, signIn } from '../shop-calls.ts';

/**
 * A file the owner uploads through one process is in the package every process serves, and the
 * package is built once for all of them.
 */
export const sharedFiles: Scenario = {
  key: 'files',
  name: 'Files across processes',
  tried:
    'upload a product file through p1 and add it to the package; download the package through every process',
  async run({ cluster, addresses, admin, runId }) {
    const from = addresses.next();
    const [first] = cluster.processes;
    if (!first) throw new Error('no process');
    const cookie = await signIn(first.origin, from, admin);
    const name = `scale-proof-${runId}.txt`;
    const upload = multipartFile(
      name,
      Buffer.from(`Uploaded through ${first.name}.\n`),
      productUploadField,
    );
    const uploaded = await send(first.origin, 'POST', '/api/admin/files', {
      from,
      body: upload.payload,
      headers: { ...upload.headers, cookie },
    });
    if (uploaded.status !== 201)
      throw new Error(`upload refused: ${uploaded.status} ${uploaded.body}`);
    const { file } = jsonOf<{ file: { id: number } }>(uploaded);
    const activated = await asAdmin(
      first.origin,
      from,
      cookie,
      'POST',
      `/api/admin/files/${file.id}/active`,
      {
        active: true,
      },
    );
    if (activated.status !== 200)
      throw new Error(`could not add it to the package: ${activated.status}`);

    const { downloadPath } = await buyTheBot(
      cluster.url,
      addresses.next(),
      `files-${runId}@example.com`,
    );
    const path = new URL(downloadPath, cluster.url).pathname;
    let served = 0;
    for (const shop of cluster.processes) {
      const reply = await send(shop.origin, 'GET', path, { from });
      if (reply.status === 200 && reply.body.includes(Buffer.from(name))) served += 1;
    }
    const builds = new Set<string>();
    for (const shop of cluster.processes) {
      const view = await asAdmin(shop.origin, from, cookie, 'GET', '/api/admin/files');
      builds.add(jsonOf<ProductFilesView>(view).package?.builtAt ?? 'none');
    }
    return {
      checks: [
        exactly(
          'processes that serve the package with the new file',
          cluster.processes.length,
          served,
        ),
        exactly('package builds the processes report', 1, builds.size),
      ],
    };
  },
};
