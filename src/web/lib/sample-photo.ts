/** The shipped sample photo (CC0, see public/images/LICENSE.md). */
export const SAMPLE_PHOTO = { src: "/images/chelsea-cat.webp", width: 451, height: 300 } as const;

/** Our own stylizer's output from the sample photo (npm run samples). */
export const CLASSIC_SAMPLE = { src: "/images/samples/classic.webp" } as const;
