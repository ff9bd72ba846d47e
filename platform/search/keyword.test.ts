// keyword_tokens() and the keyword condition on the real database engine (PGlite, migrated): a
// keyword's tokens are among a text's whenever the text contains it, in Chinese, Korean and
// English, and the condition is one the GIN index answers.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, selectRows, type Database } from '../db/client.ts';
import { inquiries } from '../db/schema.ts';
import { keywordMatch } from './keyword.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => database.close());

async function tokens(text: string): Promise<string[]> {
  const [row] = await selectRows<{ tokens: string[] }>(database.db, sql`select keyword_tokens(${text}) as tokens`);
  return [...row!.tokens].sort();
}

async function contains(document: string, keyword: string): Promise<boolean> {
  const [row] = await selectRows<{ hit: boolean }>(database.db, sql`select keyword_tokens(${document}) @> keyword_query_tokens(${keyword}) as hit`);
  return row!.hit;
}

describe('the keyword tokens of a text', () => {
  it('are its characters and pairs of neighbours, lower-cased, without whitespace', async () => {
    expect(await tokens('框架协议')).toEqual(['协', '协议', '架', '架协', '框', '框架', '议'].sort());
    expect(await tokens('LED 灯')).toEqual(['d', 'e', 'ed', 'l', 'le', '灯'].sort());
    expect(await tokens('')).toEqual([]);
  });

  it('a search asks for the pairs of characters alone, or the one character of a short keyword', async () => {
    const [row] = await selectRows<{ pairs: string[]; single: string[]; spaced: string[] }>(
      database.db,
      sql`select keyword_query_tokens('框架协议') as pairs, keyword_query_tokens('轴') as single, keyword_query_tokens('a b') as spaced`,
    );
    expect([...row!.pairs].sort()).toEqual(['协议', '架协', '框架'].sort());
    expect(row!.single).toEqual(['轴']);
    expect([...row!.spaced].sort()).toEqual(['a', 'b']);
  });

  it('hold the tokens of every part of the text, in Chinese, Korean and English', async () => {
    const documents = ['2026年深沟球轴承批量竞价采购', '베어링 및 모터 구매 입찰', 'LED High-Bay Lamp tender ZB202601150001'];
    for (const document of documents) {
      const characters = [...document];
      for (const [start, length] of [
        [0, 1],
        [1, 2],
        [3, 4],
        [characters.length - 5, 5],
      ] as const) {
        const keyword = characters.slice(start, start + length).join('');
        expect(await contains(document, keyword), `${document} / ${keyword}`).toBe(true);
        expect(await contains(document, keyword.toUpperCase()), `${document} / ${keyword.toUpperCase()}`).toBe(true);
      }
    }
    expect(await contains('深沟球轴承', '轴球')).toBe(false);
    expect(await contains('베어링 구매', '모터')).toBe(false);
    expect(await contains('LED lamp', 'lap')).toBe(false);
  });
});

describe('the keyword condition', () => {
  it('is answered by the GIN index on the search tokens', async () => {
    const query = database.db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(keywordMatch({ tokens: inquiries.searchTokens, columns: [inquiries.details] }, '轴承'));
    // The table is empty here: tell the planner a sequential scan is out of the question.
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await selectRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${query}`);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('inquiries_search_tokens_index');
  });

  it('is no condition for an empty keyword', () => {
    expect(keywordMatch({ tokens: inquiries.searchTokens, columns: [inquiries.details] }, '')).toBeUndefined();
  });
});
