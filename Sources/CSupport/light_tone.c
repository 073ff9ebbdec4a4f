#include "CSupport.h"

#if defined(__x86_64__)
#include <immintrin.h>

/* Eight pixels a step in 32-bit lanes with wrapping multiplies, as the Swift loops: the gain g = (above * (256 - t)
   + below * t) >> 8, then clamp((p * g - offset + 2^(fraction_bits - 1)) >> fraction_bits, 0, 255), the clamp by two
   saturating packs: signed to 16 bits, then unsigned to 8 (a negative value packs to 0, one above 255 to 255). */
__attribute__((target("avx2")))
ptrdiff_t csupport_light_tone_row_avx2(uint8_t *pixels, const int32_t *above, const int32_t *below, int32_t t,
                                       int32_t offset, int32_t fraction_bits, ptrdiff_t count) {
    const __m256i weight_above = _mm256_set1_epi32(256 - t), weight_below = _mm256_set1_epi32(t);
    const __m256i shift_and_round = _mm256_set1_epi32((int32_t)((1u << (fraction_bits - 1)) - (uint32_t)offset));
    const __m128i bits = _mm_cvtsi32_si128(fraction_bits);
    ptrdiff_t x = 0;
    while (x + 8 <= count) {
        const __m256i a = _mm256_loadu_si256((const __m256i *)(above + x));
        const __m256i b = _mm256_loadu_si256((const __m256i *)(below + x));
        const __m256i gain = _mm256_srai_epi32(_mm256_add_epi32(_mm256_mullo_epi32(a, weight_above),
                                                                _mm256_mullo_epi32(b, weight_below)), 8);
        const __m256i p = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(pixels + x)));
        const __m256i v = _mm256_sra_epi32(_mm256_add_epi32(_mm256_mullo_epi32(p, gain), shift_and_round), bits);
        const __m128i words = _mm_packs_epi32(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
        _mm_storel_epi64((__m128i *)(pixels + x), _mm_packus_epi16(words, words));
        x += 8;
    }
    return x;
}

/* Eight columns a step: the two cells of each column gathered, then gainsSSE2's Float operations in the same order
   (multiplies and adds as intrinsics, so nothing is fused into an FMA), truncated to integers. */
__attribute__((target("avx2")))
ptrdiff_t csupport_gains_avx2(const float *cells, const int32_t *left_cells, const int32_t *right_cells,
                              const float *complement, const float *weight, float numerator, float floor_value,
                              float ceiling, float one, ptrdiff_t count, int32_t *out) {
    const __m256 dividend = _mm256_set1_ps(numerator), lowest = _mm256_set1_ps(floor_value);
    const __m256 top = _mm256_set1_ps(ceiling), scale = _mm256_set1_ps(one);
    ptrdiff_t x = 0;
    while (x + 8 <= count) {
        const __m256 left = _mm256_i32gather_ps(cells, _mm256_loadu_si256((const __m256i *)(left_cells + x)), 4);
        const __m256 right = _mm256_i32gather_ps(cells, _mm256_loadu_si256((const __m256i *)(right_cells + x)), 4);
        const __m256 bg = _mm256_add_ps(_mm256_mul_ps(left, _mm256_loadu_ps(complement + x)),
                                        _mm256_mul_ps(right, _mm256_loadu_ps(weight + x)));
        const __m256 gain = _mm256_div_ps(dividend, _mm256_max_ps(bg, lowest));
        _mm256_storeu_si256((__m256i *)(out + x), _mm256_cvttps_epi32(_mm256_min_ps(_mm256_mul_ps(gain, scale), top)));
        x += 8;
    }
    return x;
}

#else

ptrdiff_t csupport_light_tone_row_avx2(uint8_t *pixels, const int32_t *above, const int32_t *below, int32_t t,
                                       int32_t offset, int32_t fraction_bits, ptrdiff_t count) {
    (void)pixels; (void)above; (void)below; (void)t; (void)offset; (void)fraction_bits; (void)count;
    return 0;
}

ptrdiff_t csupport_gains_avx2(const float *cells, const int32_t *left_cells, const int32_t *right_cells,
                              const float *complement, const float *weight, float numerator, float floor_value,
                              float ceiling, float one, ptrdiff_t count, int32_t *out) {
    (void)cells; (void)left_cells; (void)right_cells; (void)complement; (void)weight; (void)numerator;
    (void)floor_value; (void)ceiling; (void)one; (void)count; (void)out;
    return 0;
}

#endif
