import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { dirname, join, basename } from 'node:path';
import protobuf from 'protobufjs/minimal.js';
import { kontera } from './generated/dataset';
import type { DatasetKind, EilLine, ScannedItem } from './types';

const { InvoiceLine, ScannedInvoice } = kontera.dataset;

/** Bytes gathered before a write to disk: large enough for few syscalls, small enough to stay bounded. */
const FLUSH_BYTES = 1 << 20;

/**
 * Writes a `Dataset` / `ScannedInvoiceDataset` message one element at a time. Both messages are a
 * single repeated field 1, and a repeated message field on the wire is just `tag, length, bytes` per
 * element, so concatenated elements are byte-for-byte the message the generated `encode` would
 * make for the whole list, without the list ever sitting in memory.
 *
 * Writes go to a temporary file beside the target; `commit` renames it into place, `abort` removes
 * it, so a reader never sees half a dataset.
 */
export class DatasetStreamWriter {
  private writer = protobuf.Writer.create();
  private bytes = 0;
  private readonly tempPath: string;

  private constructor(
    private readonly kind: DatasetKind,
    private readonly file: FileHandle,
    readonly path: string,
    tempPath: string,
  ) {
    this.tempPath = tempPath;
  }

  static async create(kind: DatasetKind, path: string): Promise<DatasetStreamWriter> {
    const tempPath = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
    const file = await open(tempPath, 'w');
    return new DatasetStreamWriter(kind, file, path, tempPath);
  }

  /**
   * Appends one element to the in-memory buffer. Callers call `flushIfFull` between batches, so
   * memory stays bounded without a promise per element.
   */
  add(item: EilLine | ScannedItem): void {
    // Field 1, wire type 2 (length-delimited): tag byte 0x0a, then the element's length and bytes.
    this.writer.uint32(10).fork();
    if (this.kind === 'eil') InvoiceLine.encode(item, this.writer);
    else ScannedInvoice.encode(item, this.writer);
    this.writer.ldelim();
  }

  /** Writes the buffer to disk once it holds at least FLUSH_BYTES. */
  async flushIfFull(): Promise<void> {
    if (this.writer.len >= FLUSH_BYTES) await this.flush();
  }

  get bytesWritten(): number {
    return this.bytes + this.writer.len;
  }

  private async flush(): Promise<void> {
    const chunk = this.writer.finish();
    this.writer = protobuf.Writer.create();
    if (chunk.length === 0) return;
    await this.file.write(chunk, 0, chunk.length);
    this.bytes += chunk.length;
  }

  /** Flushes, syncs and renames the temporary file to its final name. Returns the file size. */
  async commit(): Promise<number> {
    await this.flush();
    await this.file.sync();
    await this.file.close();
    await rename(this.tempPath, this.path);
    return this.bytes;
  }

  async abort(): Promise<void> {
    await this.file.close().catch(() => {});
    await rm(this.tempPath, { force: true });
  }
}
