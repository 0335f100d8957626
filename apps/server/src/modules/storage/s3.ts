import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { LookupFunction } from 'node:net';
import { awsS3 } from '../../core/lazy-libs';
import type { Storage } from './storage';

export type S3Settings = {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region?: string;
  /** Resolves (and vets) the endpoint's host name at every connection. */
  lookup?: LookupFunction;
};

const isNoBucket = (e: unknown) =>
  (e as { name?: string })?.name === 'NoSuchBucket' || (e as { Code?: string })?.Code === 'NoSuchBucket';

/**
 * The S3-compatible driver (MinIO, cloud object stores). Path-style addressing and checksums only
 * when required: otherwise some servers store streaming uploads with their chunk framing.
 */
export function s3Storage(s: S3Settings): Storage {
  // the SDK (~0.15 s of loading) and its client come with the first call
  let ready: Promise<{
    sdk: typeof import('@aws-sdk/client-s3');
    client: import('@aws-sdk/client-s3').S3Client;
  }>;
  const connect = () =>
    (ready ??= awsS3().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: s.endpoint,
        region: s.region || 'us-east-1',
        credentials: { accessKeyId: s.accessKey, secretAccessKey: s.secretKey },
        forcePathStyle: true,
        requestHandler: s.lookup
          ? {
              httpAgent: new HttpAgent({ keepAlive: true, lookup: s.lookup }),
              httpsAgent: new HttpsAgent({ keepAlive: true, lookup: s.lookup }),
            }
          : undefined,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const put = async (Key: string, Body: Buffer, ContentType: string) => {
    const { sdk, client } = await connect();
    return client.send(
      new sdk.PutObjectCommand({ Bucket: s.bucket, Key, Body, ContentType, ContentLength: Body.length }),
    );
  };
  return {
    async put(name, data, contentType) {
      try {
        await put(name, data, contentType);
      } catch (e) {
        // A new configuration may name a bucket that does not exist yet.
        if (!isNoBucket(e)) throw e;
        const { sdk, client } = await connect();
        await client.send(new sdk.CreateBucketCommand({ Bucket: s.bucket }));
        await put(name, data, contentType);
      }
    },
    async get(name) {
      const { sdk, client } = await connect();
      const res = await client.send(new sdk.GetObjectCommand({ Bucket: s.bucket, Key: name }));
      return Buffer.from(await res.Body!.transformToByteArray());
    },
    async remove(name) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: s.bucket, Key: name }));
    },
  };
}
