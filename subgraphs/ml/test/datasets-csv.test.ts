import { addUser } from '../../../test/accounts';
import type { HttpAnswer, Session } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';

/*
 * CSV uploads through the gateway's multipart form (docs/api/ml.md, "Bodies" and "Limits"): the
 * header names each column once, and the row limit is checked while the file is parsed, so what
 * a request costs is bounded by the limits, not by how many rows it sends.
 */

jest.setTimeout(120_000);

let ml: Session;
const { p, t } = platformFixture();
beforeAll(async () => {
  ml = await addUser(p, t.admin, 'ml-engineer');
});

/** POST /ml/v1/datasets as multipart/form-data: a name and the CSV text as the file. */
function upload(name: string, csv: string): Promise<HttpAnswer> {
  const boundary = `----csv${Math.random().toString(36).slice(2)}`;
  const part = (disposition: string, type: string | undefined, data: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n${data}\r\n`;
  const body =
    part('name="name"', undefined, name) +
    part('name="file"; filename="data.csv"', 'text/csv', csv) +
    `--${boundary}--\r\n`;
  return p.rest('POST', '/ml/v1/datasets', {
    token: ml.token,
    rawBody: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

/** A header and `rows` rows of two integers and a category. */
function rowsOf(rows: number, header = 'x,y,label'): string {
  const lines = [header];
  for (let i = 0; i < rows; i++) lines.push(`${i % 1000},${i % 7},${i % 2 ? 'a' : 'b'}`);
  return lines.join('\n');
}

const overLimit = { field: 'file', problem: 'has more than 200000 rows (the limit)' };

describe('the row limit', () => {
  it('takes a CSV of exactly 200,000 rows', async () => {
    const res = await upload('at the limit', rowsOf(200_000));
    expect([res.status, res.body.data?.rowCount, res.body.data?.columns]).toEqual([
      201,
      200_000,
      [
        { name: 'x', type: 'integer' },
        { name: 'y', type: 'integer' },
        { name: 'label', type: 'category' },
      ],
    ]);
  });

  it('refuses 300,000 rows with ML_1801 naming the limit', async () => {
    const res = await upload('too many', rowsOf(300_000));
    expect([res.status, res.body.error]).toEqual([
      400,
      {
        code: 'ML_1801',
        http: 400,
        message: `invalid input: file ${overLimit.problem}`,
        details: [overLimit],
      },
    ]);
  });

  it('stops parsing at the 200,001st row: what follows it is never read', async () => {
    // A line with a column too many and an unclosed quote after the limit: read, it is a CSV error.
    const res = await upload('broken tail', `${rowsOf(200_001)}\n1,2,3,4\n"unclosed,5,c`);
    expect([res.status, res.body.error?.code, res.body.error?.details]).toEqual([
      400,
      'ML_1801',
      [overLimit],
    ]);
  });

  it('still reports a broken line within the limit as invalid CSV', async () => {
    const res = await upload(
      'broken early',
      `${rowsOf(10)}\n1,2,3,4\n${rowsOf(10).split('\n').slice(1).join('\n')}`,
    );
    expect([res.status, res.body.error?.code, res.body.error?.details?.[0]?.field]).toEqual([
      400,
      'ML_1801',
      'file',
    ]);
    expect(res.body.error.details[0].problem).toMatch(
      /^is not valid CSV \(Invalid Record Length: .*got 4 on line 12\)$/,
    );
  });

  it('refuses a header alone, or one row, as too few', async () => {
    for (const csv of ['x,y', 'x,y\n1,2']) {
      const res = await upload('too few', csv);
      expect([res.status, res.body.error?.code, res.body.error?.details]).toEqual([
        400,
        'ML_1801',
        [{ field: 'file', problem: 'must hold 2 to 200000 rows under its header' }],
      ]);
    }
  });
});

describe('the header', () => {
  it('refuses a column named twice, naming it, instead of dropping one', async () => {
    const res = await upload('twice', 'a,b,a\n1,2,3\n4,5,6');
    expect([res.status, res.body.error?.code, res.body.error?.details]).toEqual([
      400,
      'ML_1801',
      [
        {
          field: 'columns.a',
          problem: 'is named by columns 1 and 3 of the header: each column must be named once',
        },
      ],
    ]);
  });

  it('compares names after trimming the spaces around them', async () => {
    const res = await upload('padded', 'a, b ,b,c\n1,2,3,4\n5,6,7,8');
    expect([res.status, res.body.error?.code, res.body.error?.details]).toEqual([
      400,
      'ML_1801',
      [
        {
          field: 'columns.b',
          problem: 'is named by columns 2 and 3 of the header: each column must be named once',
        },
      ],
    ]);
  });

  it('names every repeated column at once', async () => {
    const res = await upload('many', 'a,b,a,b,a\n1,2,3,4,5\n6,7,8,9,10');
    expect(res.body.error?.details).toEqual([
      {
        field: 'columns.a',
        problem: 'is named by columns 1, 3 and 5 of the header: each column must be named once',
      },
      {
        field: 'columns.b',
        problem: 'is named by columns 2 and 4 of the header: each column must be named once',
      },
    ]);
  });

  it('keeps names that differ in case apart, as model features do', async () => {
    const res = await upload('cased', 'Age,age\n1,2\n3,4');
    expect([res.status, res.body.data?.columns]).toEqual([
      201,
      [
        { name: 'Age', type: 'integer' },
        { name: 'age', type: 'integer' },
      ],
    ]);
  });

  it('types columns and keeps the values of a valid file', async () => {
    const res = await upload('typed', 'n,flag,city\n1.5,true,Oslo\n2,false,"Bergen, NO"\n');
    expect([res.status, res.body.data?.rowCount, res.body.data?.columns]).toEqual([
      201,
      2,
      [
        { name: 'n', type: 'number' },
        { name: 'flag', type: 'boolean' },
        { name: 'city', type: 'category' },
      ],
    ]);
  });
});
