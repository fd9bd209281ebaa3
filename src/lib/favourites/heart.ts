/** The heart of the favourite buttons and the header's favourites link (24-unit box, line icon; filled when pressed). */
export const heartPath = 'M12 20.5s-7.5-4.6-9.3-9.6A5.1 5.1 0 0 1 12 6.3a5.1 5.1 0 0 1 9.3 4.6c-1.8 5-9.3 9.6-9.3 9.6z';
