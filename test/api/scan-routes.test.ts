import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient, Conflict, InvalidRequest, NotFound, PayloadTooLarge } from '../../main/api';
import { errorBody, json, startScriptedServer, type ScriptedServer } from './scripted-server';

// The document service's three routes at the scan URL, and their checks.

let server: ScriptedServer;
let client: ApiClient;
beforeAll(async () => {
  server = await startScriptedServer();
  // A separate scan URL: the document calls must go there, not to the suggestion service.
  client = new ApiClient(
    { ...server.connection(), baseUrl: 'http://127.0.0.1:9' },
    { retry: { maxAttempts: 1, budgetMs: 0 } },
  );
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.fallback(json(200, {}));
});

const answer = {
  question: 'What is the total?',
  answer: '250.00',
  confidence: { level: 'HIGH', value: 0.9 },
  pageRef: 1,
};

describe('document service', () => {
  it('annotate by address: document.source.httpUri, features, questions, tier', async () => {
    server.script(
      json(200, { feedbackId: 'fb-1', answers: [answer], totalVat: [], documentMetadata: { pageCount: 1 } }),
    );
    const res = await client.scan.annotate({
      document: { httpUri: 'https://files.example.com/inv.pdf' },
      features: [{ type: 'TOTAL_VAT' }, { type: 'RECEIVER_NAME' }],
      questions: ['What is the total?'],
      tier: 'PREMIUM',
    });
    expect(res.feedbackId).toBe('fb-1');
    expect(res.answers?.[0]?.answer).toBe('250.00');
    const r = server.requests[0]!;
    expect(`${r.method} ${r.path}`).toBe('POST /v1/document:annotate');
    expect(r.body).toEqual({
      document: { source: { httpUri: 'https://files.example.com/inv.pdf' } },
      features: [{ type: 'TOTAL_VAT' }, { type: 'RECEIVER_NAME' }],
      questions: ['What is the total?'],
      tier: 'PREMIUM',
    });
  });

  it('annotate by content: the bytes go base64', async () => {
    const bytes = Buffer.from('%PDF-1.4 tiny');
    await client.scan.annotate({
      document: { content: new Uint8Array(bytes) },
      questions: ['Who is the supplier?'],
    });
    expect((server.requests[0]?.body as { document: unknown }).document).toEqual({
      content: bytes.toString('base64'),
    });
  });

  it('answerquestion and feedback:create', async () => {
    server.script(json(200, { answers: [answer] }), json(200, {}));
    const res = await client.scan.answerQuestion({ content: Buffer.from('doc').toString('base64') }, [
      'What is the total?',
    ]);
    expect(res.answers).toHaveLength(1);
    await client.scan.createFeedback({
      id: 'fb-1',
      tags: ['checked'],
      trueValues: { answers: [{ question: 'What is the total?', answer: '260.00', pageRef: 1 }] },
    });
    expect(server.requests.map((r) => r.path)).toEqual([
      '/v1/document:answerquestion',
      '/v1/feedback:create',
    ]);
    expect(server.requests[0]?.body).toEqual({
      document: { content: 'ZG9j' },
      questions: ['What is the total?'],
    });
    expect(server.requests[1]?.body).toEqual({
      id: 'fb-1',
      tags: ['checked'],
      trueValues: { answers: [{ question: 'What is the total?', answer: '260.00', pageRef: 1 }] },
    });
  });

  it('feedback for an unknown or already answered document: NotFound; concurrent feedback: Conflict', async () => {
    server.script(
      errorBody(404, 'Not Found', 'no such feedback id'),
      errorBody(409, 'Conflict', 'feedback in progress'),
    );
    const fb = { id: 'fb-x', trueValues: { answers: [] } };
    await expect(client.scan.createFeedback(fb)).rejects.toBeInstanceOf(NotFound);
    await expect(client.scan.createFeedback(fb)).rejects.toBeInstanceOf(Conflict);
  });

  it('refuses more than 5 questions, both or neither document forms, and a non-web address', async () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'];
    const err = await client.scan
      .annotate({ document: { httpUri: 'https://x.example/d.pdf' }, questions: six })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvalidRequest);
    expect((err as Error).message).toContain('at most 5 questions');
    await expect(
      client.scan.answerQuestion({ httpUri: 'https://x', content: 'AAAA' }, ['q']),
    ).rejects.toBeInstanceOf(InvalidRequest);
    await expect(client.scan.answerQuestion({} as never, ['q'])).rejects.toBeInstanceOf(InvalidRequest);
    await expect(client.scan.answerQuestion({ httpUri: 'file:///etc/passwd' }, ['q'])).rejects.toBeInstanceOf(
      InvalidRequest,
    );
    await expect(
      client.scan.answerQuestion({ httpUri: 'https://x.example/d.pdf' }, []),
    ).rejects.toBeInstanceOf(InvalidRequest);
    expect(server.requests).toHaveLength(0);
  });

  it('a document over 10 MiB is refused before sending; a 413 from the service reads the same', async () => {
    const huge = new Uint8Array(8 * 1024 * 1024); // base64 makes it ~10.7 MiB
    await expect(
      client.scan.annotate({ document: { content: huge }, questions: ['q'] }),
    ).rejects.toBeInstanceOf(PayloadTooLarge);
    expect(server.requests).toHaveLength(0);
    server.script(errorBody(413, 'Payload Too Large', 'over 10 MiB'));
    await expect(
      client.scan.annotate({ document: { content: 'AAAA' }, questions: ['q'] }),
    ).rejects.toBeInstanceOf(PayloadTooLarge);
  });
});
