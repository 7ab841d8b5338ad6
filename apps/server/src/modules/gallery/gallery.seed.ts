/**
 * The first gallery, stored on an empty database: each image is the project's own picture, kept
 * in the server's assets as <name>-large.webp (1200 x 800) and <name>-thumb.webp (480 x 320), and
 * copied into file storage at the first start.
 */

export interface GallerySeed {
  name: string;
  caption: string;
  alt: string;
}

export const GALLERY_LARGE_SIZE = { width: 1200, height: 800 } as const;
export const GALLERY_THUMB_SIZE = { width: 480, height: 320 } as const;

export const GALLERY_ITEMS: readonly GallerySeed[] = [
  {
    name: 'computer-lab',
    caption: 'Computer lab at the main centre',
    alt: 'Rows of desks with computers in a bright computer lab',
  },
  {
    name: 'typing-class',
    caption: 'English and Hindi typing practice',
    alt: 'Keyboards on a long desk during a typing class',
  },
  {
    name: 'tally-class',
    caption: 'Tally Prime with GST class',
    alt: 'A projector screen showing an accounts ledger and a bar chart',
  },
  {
    name: 'programming-class',
    caption: 'Programming batch at work',
    alt: 'A laptop showing code, with notebooks beside it',
  },
  {
    name: 'library',
    caption: 'The centre library',
    alt: 'Shelves of colourful books in the library',
  },
  {
    name: 'certificate-day',
    caption: 'Certificate distribution day',
    alt: 'A certificate with a ribbon seal under a decorated stage banner',
  },
  {
    name: 'hardware-workshop',
    caption: 'Hardware and networking workshop',
    alt: 'An opened computer cabinet with cables and a network switch',
  },
  {
    name: 'design-studio',
    caption: 'Graphic design studio',
    alt: 'A drawing tablet and a monitor with colourful shapes',
  },
  {
    name: 'yoga-session',
    caption: 'Morning yoga session',
    alt: 'Yoga mats laid out in a hall at sunrise',
  },
  {
    name: 'music-room',
    caption: 'Music room with harmonium and tabla',
    alt: 'A harmonium and a pair of tabla drums on a carpet',
  },
  {
    name: 'art-class',
    caption: 'Drawing and painting class',
    alt: 'An easel with a landscape painting and a palette of colours',
  },
  {
    name: 'centre-front',
    caption: 'Our training centre',
    alt: 'The front of a two-storey training centre building with a signboard',
  },
];
