/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), chosen when `S3_BUCKET` is set.
 * Uploads then go from the browser straight to the bucket with an S3 presigned POST whose policy
 * fixes the key, the content-length range and the expiry; the bucket enforces it. The server
 * still checks the size of what arrived before it records or converts anything.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { S3Config } from '../config.ts';
import { assertSafeKey, type DirectUploads, type ObjectStorage } from './object-storage.ts';

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** A bucket as object storage that also hands out presigned POST forms. */
export function s3Storage(config: S3Config): ObjectStorage & DirectUploads {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Without explicit keys the SDK's default chain applies (environment, instance role…).
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
  });
  const Bucket = config.bucket;
  return {
    async put(key, bytes) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes }));
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async size(key) {
      assertSafeKey(key);
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async presignPost(key, { maxBytes, expiresInSeconds }) {
      assertSafeKey(key);
      const post = await createPresignedPost(client, {
        Bucket,
        Key: key,
        Conditions: [['content-length-range', 1, maxBytes]],
        Expires: expiresInSeconds,
      });
      return { url: post.url, fields: post.fields };
    },
  };
}
