import { describe, expect, it } from 'vitest';
import { importRefusal } from './import-report';

describe("an import's refusal as a table", () => {
  it('puts the summary first and each row problem in its row and column', () => {
    expect(
      importRefusal({
        errors: [
          { code: 'file', message: 'Nothing was imported: 2 rows have errors' },
          { code: 'row.3.price', message: 'Price must be a whole number' },
          { code: 'row.12.name_ur', message: 'Too long' },
          { code: 'row.1.file', message: 'Unknown column: colour' },
        ],
      }),
    ).toEqual({
      summary: 'Nothing was imported: 2 rows have errors',
      problems: [
        { row: 3, column: 'price', message: 'Price must be a whole number' },
        { row: 12, column: 'name_ur', message: 'Too long' },
        { row: 1, column: 'file', message: 'Unknown column: colour' },
      ],
    });
  });

  it('keeps a refusal without rows (no file sent) as its summary', () => {
    expect(importRefusal({ errors: [{ code: 'file', message: 'Choose a CSV file' }] })).toEqual({
      summary: 'Choose a CSV file',
      problems: [],
    });
  });
});
