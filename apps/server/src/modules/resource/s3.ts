import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
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
  const client = new S3Client({
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
  });
  const put = (Key: string, Body: Buffer, ContentType: string) =>
    client.send(
      new PutObjectCommand({ Bucket: s.bucket, Key, Body, ContentType, ContentLength: Body.length }),
    );
  return {
    async put(name, data, contentType) {
      try {
        await put(name, data, contentType);
      } catch (e) {
        // A new configuration may name a bucket that does not exist yet.
        if (!isNoBucket(e)) throw e;
        await client.send(new CreateBucketCommand({ Bucket: s.bucket }));
        await put(name, data, contentType);
      }
    },
    async get(name) {
      const res = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: name }));
      return Buffer.from(await res.Body!.transformToByteArray());
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: name }));
    },
  };
}
