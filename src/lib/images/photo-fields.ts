/**
 * Every field of the export that holds a photo the pages show, with where it is: the image origins
 * of the Content-Security-Policy (`src/lib/security/image-origins.ts`) and the check of photos
 * that need an image host (`hostlessPhotoIssues` in `src/lib/data/parse-data.ts`) read
 * the same list. A callback rather than a generator or one object per photo: an export of 10,000
 * listings has some 300,000 photos, and the names of a field are built only for the few asked for.
 */
import { dataFiles, type DataSet } from '../../schemas/index.ts';
import type { ImageSource } from './image-url.ts';

/** The parts of the export that hold the photos the pages show. */
export type PhotoHolders = Pick<DataSet, 'properties' | 'projects' | 'articles' | 'site'>;

/**
 * Where a photo is: its file, the record holding it (null: the single record of site.json), and
 * its field, `field[index]` then `rest` (index -1 when the field holds one photo).
 */
export type PhotoPlace = { file: string; holder: { ID: number; Language: string } | null; field: string; index: number; rest: string };

/**
 * The record and field path of a place, as the export's errors name them.
 * @example placeName({ file: 'properties.json', holder: { ID: 1001, Language: 'nl' }, field: 'Photos', index: 2, rest: '.Url' }) // => { file: 'properties.json', record: 'record 1001 (nl)', path: 'Photos[2].Url' }
 */
export function placeName(place: PhotoPlace): { file: string; record: string; path: string } {
	const record = place.holder === null ? dataFiles.site.nameRecord({}, 0) : `record ${place.holder.ID} (${place.holder.Language})`;
	return { file: place.file, record, path: `${place.field}${place.index < 0 ? '' : `[${place.index}]`}${place.rest}` };
}

/**
 * Calls `visit` with each photo of the export that pages show, every field that holds one. The
 * place is one object, changed between calls: read it during the call, or copy it.
 */
export function eachPhoto(data: PhotoHolders, visit: (photo: ImageSource, place: Readonly<PhotoPlace>) => void): void {
	const place: PhotoPlace = { file: dataFiles.properties.file, holder: null, field: '', index: -1, rest: '.Url' };
	const at = (photo: ImageSource, field: string, index = -1) => {
		place.field = field;
		place.index = index;
		visit(photo, place);
	};
	for (const p of data.properties) {
		place.holder = p;
		if (p.SmallPictureItem) at(p.SmallPictureItem, 'SmallPictureItem');
		place.field = 'Photos';
		for (let i = 0; i < p.Photos.length; i++) {
			place.index = i;
			visit(p.Photos[i]!, place);
		}
		if (p.ContactPerson?.Photo) at(p.ContactPerson.Photo, 'ContactPerson.Photo');
	}
	place.file = dataFiles.projects.file;
	for (const p of data.projects) {
		place.holder = p;
		if (p.SmallPicture) at(p.SmallPicture, 'SmallPicture');
		for (let i = 0; i < p.Photos.length; i++) at(p.Photos[i]!, 'Photos', i);
	}
	place.file = dataFiles.articles.file;
	for (const a of data.articles) {
		place.holder = a;
		if (a.Image) at(a.Image, 'Image');
	}
	place.file = dataFiles.site.file;
	place.holder = null;
	data.site.banner.images.forEach((photo, i) => at(photo, 'banner.images', i));
	place.rest = '.photo.Url';
	data.site.footerColumns.forEach((column, c) => column.images.forEach((image, i) => at(image.photo, `footerColumns[${c}].images`, i)));
}
