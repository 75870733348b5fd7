/**
 * 'Gasthof Alpenhof', a small family hotel whose site has schema.org microdata only (no JSON-LD), as older CMS
 * themes write it: the Hotel item with a nested PostalAddress, amenity items, images as `<img itemprop>`, and two
 * rooms as nested HotelRoom items.
 */
export const alpenhofFacts = {
  name: 'Gasthof Alpenhof',
  description: 'Familiengeführter Gasthof in Mittenwald mit Blick auf das Karwendel.',
  roomNames: ['Komfortzimmer', 'Ferienwohnung Karwendel'],
  hotelPhotos: [1, 2, 3],
  roomPhotos: { Komfortzimmer: [4], 'Ferienwohnung Karwendel': [5] },
  amenities: ['Free parking', 'Garden'],
  found: '5 photos and 2 rooms from structured data',
} as const;

export const alpenhofPages: Record<string, string> = {
  '/alpenhof/': `<!DOCTYPE html>
<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1252"><title>Gasthof Alpenhof</title></head>
<body>
<div itemscope itemtype="http://schema.org/Hotel">
  <h1 itemprop="name">Gasthof Alpenhof</h1>
  <p itemprop="description">Familiengef\u00fchrter Gasthof in Mittenwald
     mit Blick auf das Karwendel.</p>
  <div itemprop="address" itemscope itemtype="http://schema.org/PostalAddress">
    <span itemprop="streetAddress">Dekan-Karl-Platz 5</span>, <span itemprop="postalCode">82481</span>
    <span itemprop="addressLocality">Mittenwald</span> <meta itemprop="addressCountry" content="DE">
  </div>
  <span itemprop="telephone">+49 8823 555</span>
  <img itemprop="image" src="/photos/1.jpg" alt="Alpenhof im Sommer">
  <img itemprop="image" src="/photos/2.jpg" alt="Stube">
  <link itemprop="photo" href="/photos/3.jpg">
  <meta itemprop="checkinTime" content="14:00">
  <meta itemprop="checkoutTime" content="10:00">
  <meta itemprop="petsAllowed" content="false">
  <ul>
    <li itemprop="amenityFeature" itemscope itemtype="https://schema.org/LocationFeatureSpecification"><span itemprop="name">Free parking</span></li>
    <li itemprop="amenityFeature" itemscope itemtype="https://schema.org/LocationFeatureSpecification"><span itemprop="name">Garden</span></li>
  </ul>
  <section itemprop="containsPlace" itemscope itemtype="https://schema.org/HotelRoom">
    <h2 itemprop="name">Komfortzimmer</h2><p itemprop="description">Mit Balkon.</p>
    <img itemprop="image" src="/photos/4.jpg" alt="Komfortzimmer">
  </section>
  <section itemprop="containsPlace" itemscope itemtype="https://schema.org/HotelRoom">
    <h2 itemprop="name">Ferienwohnung Karwendel</h2><p itemprop="description">F\u00fcr bis zu vier Personen.</p>
    <img itemprop="image" src="/photos/5.jpg" alt="Ferienwohnung">
  </section>
</div>
</body></html>`,
};

/**
 * 'Stadthotel Mitte', a city hotel whose site has no structured data at all: only OpenGraph tags and large
 * content images (`<picture>` sources and `srcset`), among a logo, icons and small thumbnails that are not photos
 * of the hotel.
 */
export const stadthotelFacts = {
  ogTitle: 'Stadthotel Mitte | Ihr Hotel in Berlin',
  description: 'Modernes Stadthotel in Berlin-Mitte, fünf Minuten vom Alexanderplatz.',
  /** og:image first, then the page's large images in page order. */
  photos: [6, 7, 8, 9],
  found: "4 photos from the page, details from the page's preview tags",
} as const;

export const stadthotelPages: Record<string, string> = {
  '/stadthotel/': `<!doctype html><html lang="de"><head><meta charset="utf-8">
<meta property="og:title" content="${stadthotelFacts.ogTitle}">
<meta property="og:description" content="${stadthotelFacts.description}">
<meta property="og:image" content="/photos/6.jpg">
<link rel="icon" href="/stadthotel/favicon.ico"></head>
<body><header><img src="/stadthotel/logo.png" width="1600" alt="Stadthotel"></header>
<main>
<picture><source media="(min-width: 800px)" srcset="/photos/7.jpg 1600w, /photos/7.jpg?s=small 800w"><img src="/photos/7.jpg?s=small" alt="Lobby"></picture>
<img src="/photos/8.jpg?w=600" srcset="/photos/8.jpg?w=600 600w, /photos/8.jpg 2400w" sizes="100vw" alt="Zimmer">
<img src="/photos/9.jpg" width="1200" height="800" alt="Frühstück">
<img src="/photos/10.jpg" width="300" alt="Kleines Bild">
<img src="/stadthotel/icon-wifi.svg" width="900" alt="">
<img src="/stadthotel/tripadvisor-badge.png" width="1000" alt="Tripadvisor badge">
</main></body></html>`,
};

/** A blog with nothing hotel-like: no structured data of a lodging, no preview tags, only small pictures. */
export const blogPages: Record<string, string> = {
  '/blog/': `<!doctype html><html><head><meta charset="utf-8"><title>Rezepte aus Omas Küche</title></head>
<body><h1>Rezepte</h1><article><h2>Apfelstrudel</h2><img src="/photos/11.jpg" width="400" alt="Strudel"></article>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting","headline":"Apfelstrudel"}</script>
</body></html>`,
};
