/**
 * A local S3-compatible server (s3rver) on a loopback port, for tests of
 * `BlobStorage.layerS3`: one bucket, objects in a temporary folder, and a count of
 * the uploads it received.
 */
import { mkdtempSync, rmSync } from "node:fs"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Redacted } from "effect"
import S3rver from "s3rver"
import type { S3Options } from "../src/BlobStorage.ts"

export interface S3Server {
  readonly endpoint: string
  readonly bucket: string
  /** Options that reach this server with its default credentials. */
  readonly options: S3Options
  /** How many objects were written (`ObjectCreated:Put` events) so far. */
  readonly uploads: () => number
  readonly close: () => Promise<void>
}

export const start = async (bucket = "vouch-blobs"): Promise<S3Server> => {
  const directory = mkdtempSync(join(tmpdir(), "vouch-s3rver-"))
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }]
  })
  let uploads = 0
  ;(server as unknown as NodeJS.EventEmitter).on("event", (event: { Records: Array<{ eventName: string }> }) => {
    for (const record of event.Records) if (record.eventName.startsWith("ObjectCreated")) uploads++
  })
  const address: AddressInfo = await server.run()
  const endpoint = `http://127.0.0.1:${address.port}`
  return {
    endpoint,
    bucket,
    options: {
      endpoint,
      bucket,
      accessKeyId: "S3RVER",
      secretAccessKey: Redacted.make("S3RVER"),
      forcePathStyle: true
    },
    uploads: () => uploads,
    close: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    }
  }
}
