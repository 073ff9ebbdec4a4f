#include "CSupport.h"

#if defined(__x86_64__)
#include <immintrin.h>

int csupport_has_avx2(void) {
    /* Checks the CPU and that the OS saves the YMM registers (compiler-rt and libgcc both test XCR0). */
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") ? 1 : 0;
}

/* Eight pixels a step: two 32-bit gathers (top pair, bottom pair) and the reference's integer blend in 32-bit
   lanes, so every byte is the clamped reference's. Inside means 256 <= u < limit_u and likewise v, so that
   x0 = (u >> 8) - 1 >= 0, x1 = x0 + 1 <= last column, y0 >= 0 and y1 = y0 + 1 <= last row: no clamp changes them.
   The top pair is read as 4 bytes from (y0, x0): y0 <= last row - 1, so its 2 extra bytes lie in the input. The
   bottom pair is read as 4 bytes from (y1, x0 - 2), its two low bytes from row y0 (y1 >= 1), and used from the top. */
__attribute__((target("avx2")))
ptrdiff_t csupport_warp_gray_avx2(const uint8_t *source, ptrdiff_t row_length, int32_t limit_u, int32_t limit_v,
                                  const int32_t *fixed_u, const int32_t *fixed_v, ptrdiff_t start, ptrdiff_t end,
                                  ptrdiff_t lead, uint8_t *out) {
    /* (u >> 8) - 1 is x0 and (v >> 8) - 1 is y0: the one-pixel offset is folded into the bases. */
    const uint8_t *top_base = source - row_length - 1;
    const uint8_t *bottom_base = source - 3;
    const __m256i low = _mm256_set1_epi32(255), high_u = _mm256_set1_epi32(limit_u), high_v = _mm256_set1_epi32(limit_v);
    const __m256i rows = _mm256_set1_epi32((int32_t)row_length), byte = _mm256_set1_epi32(255);
    const __m256i half = _mm256_set1_epi32(32768);
    ptrdiff_t x = start;
    while (x + 8 <= end) {
        const __m256i u = _mm256_loadu_si256((const __m256i *)(fixed_u + x));
        const __m256i v = _mm256_loadu_si256((const __m256i *)(fixed_v + x));
        const __m256i inside = _mm256_and_si256(_mm256_and_si256(_mm256_cmpgt_epi32(u, low), _mm256_cmpgt_epi32(high_u, u)),
                                                _mm256_and_si256(_mm256_cmpgt_epi32(v, low), _mm256_cmpgt_epi32(high_v, v)));
        if (_mm256_movemask_epi8(inside) != -1) break;
        const __m256i offsets = _mm256_add_epi32(_mm256_mullo_epi32(_mm256_srai_epi32(v, 8), rows), _mm256_srai_epi32(u, 8));
        const uint8_t *ahead = top_base + _mm256_cvtsi256_si32(offsets) + lead;
        __builtin_prefetch(ahead, 0, 3);
        __builtin_prefetch(ahead + row_length, 0, 3);
        const __m256i tops = _mm256_i32gather_epi32((const int *)top_base, offsets, 1);
        const __m256i bottoms = _mm256_i32gather_epi32((const int *)bottom_base, offsets, 1);
        const __m256i fx = _mm256_and_si256(u, low), fy = _mm256_and_si256(v, low);
        const __m256i p00 = _mm256_and_si256(tops, byte), p01 = _mm256_and_si256(_mm256_srli_epi32(tops, 8), byte);
        const __m256i p10 = _mm256_and_si256(_mm256_srli_epi32(bottoms, 16), byte), p11 = _mm256_srli_epi32(bottoms, 24);
        const __m256i top = _mm256_add_epi32(_mm256_slli_epi32(p00, 8), _mm256_mullo_epi32(_mm256_sub_epi32(p01, p00), fx));
        const __m256i bottom = _mm256_add_epi32(_mm256_slli_epi32(p10, 8), _mm256_mullo_epi32(_mm256_sub_epi32(p11, p10), fx));
        const __m256i blend = _mm256_add_epi32(_mm256_add_epi32(_mm256_slli_epi32(top, 8),
                                                                _mm256_mullo_epi32(_mm256_sub_epi32(bottom, top), fy)), half);
        const __m256i result = _mm256_srai_epi32(blend, 16);
        const __m128i words = _mm_packus_epi32(_mm256_castsi256_si128(result), _mm256_extracti128_si256(result, 1));
        _mm_storel_epi64((__m128i *)(out + x), _mm_packus_epi16(words, words));
        x += 8;
    }
    return x;
}

#else

int csupport_has_avx2(void) { return 0; }

ptrdiff_t csupport_warp_gray_avx2(const uint8_t *source, ptrdiff_t row_length, int32_t limit_u, int32_t limit_v,
                                  const int32_t *fixed_u, const int32_t *fixed_v, ptrdiff_t start, ptrdiff_t end,
                                  ptrdiff_t lead, uint8_t *out) {
    (void)source; (void)row_length; (void)limit_u; (void)limit_v; (void)fixed_u; (void)fixed_v; (void)end; (void)lead; (void)out;
    return start;
}

#endif
