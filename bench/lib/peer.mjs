// A peer product to compare with in the same run (issue 35 states its goals against Strapi): any server on
// loopback whose search takes the word in its URL. Optional: without `--peer-url` the benchmarks run alone.
import { changingGet } from './cache-miss-loads.mjs';
import { searchWord, wordCycle } from './search-words.mjs';

/**
 * `--peer-url=URL` (or BENCH_PEER_URL), the URL of a search with `{word}` where the word goes, e.g. Strapi's
 * `http://127.0.0.1:1337/api/assets?filters[name][$containsi]={word}&pagination[pageSize]=60`; undefined without.
 */
export function peerSearchUrl(argv = process.argv.slice(2)) {
  const option = argv.find((arg) => arg.startsWith('--peer-url='));
  const given = option ? option.slice('--peer-url='.length) : process.env.BENCH_PEER_URL;
  if (!given) return undefined;
  if (!given.includes('{word}'))
    throw new Error(`--peer-url needs {word} where the search word goes: ${given}`);
  return given;
}

/** The peer's search with a different word each request, as our own search load asks them. */
export function peerSearchLoad(template, words) {
  const nextWord = wordCycle(words);
  const urlOf = (word) => new URL(template.replaceAll('{word}', encodeURIComponent(word)));
  const first = urlOf(searchWord(0));
  return {
    url: first.toString(),
    sequence: [
      changingGet(() => {
        const url = urlOf(nextWord());
        return `${url.pathname}${url.search}`;
      }),
    ],
  };
}
