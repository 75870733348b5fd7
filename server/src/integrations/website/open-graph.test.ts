import { describe, expect, it } from 'vitest';
import { readPage } from './read-page';

const previewOf = (head: string) =>
  readPage(`<html><head>${head}</head></html>`, 'https://h.example/en/').openGraph;

describe('preview tags', () => {
  it('takes the first title and description, and every image resolved and once', () => {
    expect(
      previewOf(`
        <meta property="og:title" content="  Hotel Meerblick\n Sylt ">
        <meta property="og:title" content="Second title">
        <meta property="OG:Description" content="Am Strand von &lt;b&gt;Westerland&lt;/b&gt;.">
        <meta property="og:image" content="/img/strand.jpg">
        <meta property="og:image:url" content="https://h.example/img/strand.jpg">
        <meta name="og:image" content="https://cdn.h.example/duenen.jpg">
        <meta property="og:image" content="data:image/png;base64,AAAA">`),
    ).toEqual({
      title: 'Hotel Meerblick Sylt',
      description: 'Am Strand von Westerland.',
      images: ['https://h.example/img/strand.jpg', 'https://cdn.h.example/duenen.jpg'],
    });
  });

  it('reads nothing from empty or missing tags', () => {
    expect(previewOf('<meta property="og:title" content=" "><meta property="og:image">')).toEqual({
      title: null,
      description: null,
      images: [],
    });
  });
});
