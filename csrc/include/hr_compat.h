/* Evaluators taking other libraries' card encodings (handrank.compat). */
#ifndef HR_COMPAT_H
#define HR_COMPAT_H
#include <stdint.h>

/* treys card ints (bit-packed rank bit | suit bit | rank | prime); 0 on any card that is
 * not exactly a treys card, or on a card given twice. Value on handrank's scale. */
uint16_t hr_treys_eval5(int a, int b, int c, int d, int e);
uint16_t hr_treys_eval6(int a, int b, int c, int d, int e, int f);
uint16_t hr_treys_eval7(int a, int b, int c, int d, int e, int f, int g);

#endif
