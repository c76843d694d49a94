import { createReadStream } from 'node:fs';

/**
 * The dump `from` as SQL to run, in pieces of whole statements of about `pieceChars` (a longer statement whole), read
 * as a stream: memory holds a piece at a time whatever the dump's size. The lines an older server or another client
 * cannot run are left out.
 */
export async function* dumpStatements(from: string, pieceChars = 1024 * 1024) {
  const ends = new StatementEnds();
  let piece: string[] = [];
  let pieceLength = 0;
  for await (const line of lines(from)) {
    if (ends.between && unportable.test(line)) continue;
    ends.read(`${line}\n`);
    piece.push(line);
    pieceLength += line.length + 1;
    if (ends.between && pieceLength >= pieceChars) {
      yield `${piece.join('\n')}\n`;
      piece = [];
      pieceLength = 0;
    }
  }
  if (piece.length > 0) yield `${piece.join('\n')}\n`;
}

/** The lines of a file, split at \n alone: a \r before it belongs to the line (a value may hold one). */
async function* lines(file: string) {
  let partial: string[] = [];
  for await (const chunk of createReadStream(file, { encoding: 'utf8' }) as AsyncIterable<string>) {
    let start = 0;
    for (let end = chunk.indexOf('\n'); end >= 0; end = chunk.indexOf('\n', start)) {
      partial.push(chunk.slice(start, end));
      yield partial.join('');
      partial = [];
      start = end + 1;
    }
    partial.push(chunk.slice(start));
  }
  if (partial.join('') !== '') yield partial.join('');
}

/**
 * Lines of a dump that an older server or another client cannot run: pg_dump 17's and 18's `transaction_timeout` (PostgreSQL
 * 17 only) and its `\restrict` guards (psql meta-commands that psql 15 and PGlite do not know). Nothing else in a
 * dump depends on them. Left out only between statements: inside a string they are data.
 */
const unportable = /^(SET transaction_timeout\b|\\(un)?restrict\b)/;

/** In code, what may start something else: a comment, a quoted string or name, a dollar quote, a statement's end. */
const codeToken = /--|\/\*|'|"|\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$|;|[^\s'"$;/-]+|\S/g;
const identifierChar = /[A-Za-z0-9_]/;

/**
 * Follows PostgreSQL's lexical rules across the lines of a dump (strings, E'' strings with backslash escapes, quoted
 * names, dollar quotes, nested comments) to tell where its statements end. A dump's text is read with
 * standard_conforming_strings on, as its first lines set.
 */
class StatementEnds {
  #inside: 'code' | 'string' | 'escapedString' | 'name' | 'dollarQuote' | 'comment' = 'code';
  #dollarTag = '';
  #commentDepth = 0;
  /** Whether code came since the last statement's end: then a statement is open. */
  #open = false;

  /** Whether the text read so far is whole statements (and comments): a piece can end here. */
  get between() {
    return this.#inside === 'code' && !this.#open;
  }

  /** Reads on; `text` ends with a line's end, so a quote or backslash at its end is never cut from what follows. */
  read(text: string) {
    let at = 0;
    while (at < text.length) {
      switch (this.#inside) {
        case 'code': {
          codeToken.lastIndex = at;
          const token = codeToken.exec(text);
          if (!token) return;
          at = codeToken.lastIndex;
          if (token[0] === '--') {
            const end = text.indexOf('\n', at);
            if (end < 0) return;
            at = end + 1;
          } else if (token[0] === '/*') {
            this.#inside = 'comment';
            this.#commentDepth = 1;
          } else if (token[0] === ';') {
            this.#open = false;
          } else {
            this.#open = true;
            if (token[0] === "'") {
              const prefix = text.slice(Math.max(0, token.index - 2), token.index);
              this.#inside = /(^|[^A-Za-z0-9_])[Ee]$/.test(prefix) ? 'escapedString' : 'string';
            } else if (token[0] === '"') {
              this.#inside = 'name';
            } else if (token[0].startsWith('$') && token[0].length > 1 && !identifierChar.test(text[token.index - 1] ?? '')) {
              this.#inside = 'dollarQuote';
              this.#dollarTag = token[0];
            }
          }
          break;
        }
        case 'string':
        case 'name': {
          const quote = this.#inside === 'string' ? "'" : '"';
          const end = text.indexOf(quote, at);
          if (end < 0) return;
          // A doubled quote stands for one inside.
          at = end + 1;
          if (text[at] === quote) at += 1;
          else this.#inside = 'code';
          break;
        }
        case 'escapedString': {
          const end = text.slice(at).search(/['\\]/);
          if (end < 0) return;
          at += end;
          if (text[at] === '\\') at += 2;
          else if (text[at + 1] === "'") at += 2;
          else {
            at += 1;
            this.#inside = 'code';
          }
          break;
        }
        case 'dollarQuote': {
          const end = text.indexOf(this.#dollarTag, at);
          if (end < 0) return;
          at = end + this.#dollarTag.length;
          this.#inside = 'code';
          break;
        }
        case 'comment': {
          const next = /\/\*|\*\//g;
          next.lastIndex = at;
          const mark = next.exec(text);
          if (!mark) return;
          at = next.lastIndex;
          this.#commentDepth += mark[0] === '/*' ? 1 : -1;
          if (this.#commentDepth === 0) this.#inside = 'code';
          break;
        }
      }
    }
  }
}
