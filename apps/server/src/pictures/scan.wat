;; Stage 1 of the picture index (phash.ts): every picture's coarse score against a query, and the nearest
;; picture of several query signatures. Compiled from this text when the server starts (scan.ts).
;;
;; A picture's record (RECORD_BYTES = 112 bytes, records one after another from `records`):
;;   0   8 hash variants, 8 bytes each (the signature's bytes as stored)
;;   64  8 spreads (u8): each variant's hash distance to variant 0
;;   72  24 hue bins (u8)
;;   96  8 hue groups (u16): sums of 3 neighbouring bins
;; A query: its whole-picture hash (8 bytes), its subject-box hash (8 bytes); a palette: the query's 24 hue
;; bins (u8, then 8 zero bytes), then its 8 group sums (u16).
;;
;; The engine does not inline calls between functions, so each kernel spells its steps out; the steps are named
;; alike in both.
(module
  (import "env" "memory" (memory 1 16384 shared))

  ;; Scores pictures [from, to) against the query at $q (its palette at $q + 16) into $out, a u32 each:
  ;; score (quarter bits, at most 1023) | hash distance (at most 66) << 11 | colour distance (at most
  ;; 24 × 255) << 18, or 0x7ff for a picture whose bounds (or colour alone) put it above $bound; each score
  ;; is counted in the histogram at $histogram (a u32 per score).
  (func (export "coarse")
    (param $records i32) (param $from i32) (param $to i32) (param $bound i32) (param $q i32) (param $out i32)
    (param $histogram i32)
    (local $r i32) (local $end i32) (local $lower i32) (local $colour i32) (local $c i32) (local $h i32)
    (local $t i32) (local $w i64) (local $whole i64) (local $box i64) (local $groups v128) (local $bins v128)
    (local $bins2 v128) (local $a v128) (local $v v128)
    (local.set $whole (i64.load (local.get $q)))
    (local.set $box (i64.load offset=8 (local.get $q)))
    (local.set $bins (v128.load offset=16 (local.get $q)))
    (local.set $bins2 (v128.load offset=32 (local.get $q)))
    (local.set $groups (v128.load offset=48 (local.get $q)))
    (local.set $r (i32.add (local.get $records) (i32.mul (local.get $from) (i32.const 112))))
    (local.set $end (i32.add (local.get $records) (i32.mul (local.get $to) (i32.const 112))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $r) (local.get $end)))
        (block $scored
          (i32.store (local.get $out) (i32.const 0x7ff))
          ;; colour bound: L1 distance of the hue groups, a lower bound of the colour distance; in quarter bits,
          ;; round(x / 5) = (2x + 5) / 10
          (local.set $v (i32x4.extadd_pairwise_i16x8_u
            (i16x8.abs (i16x8.sub (v128.load offset=96 (local.get $r)) (local.get $groups)))))
          (local.set $v (i32x4.add (local.get $v)
            (i8x16.shuffle 8 9 10 11 12 13 14 15 0 1 2 3 4 5 6 7 (local.get $v) (local.get $v))))
          (local.set $lower (i32.div_u
            (i32.add (i32.shl (i32.add (i32x4.extract_lane 0 (local.get $v)) (i32x4.extract_lane 1 (local.get $v)))
              (i32.const 1)) (i32.const 5))
            (i32.const 10)))
          (br_if $scored (i32.gt_u (local.get $lower) (local.get $bound)))
          ;; hash bound: a variant is at least |d(query, variant 0) − its spread| + its offset from the query
          ;; (the triangle inequality), the subject box likewise from the query's box; offsets 0 1 2 2 2 2 2 1
          (local.set $w (i64.load (local.get $r)))
          (local.set $v (i16x8.add (v128.const i16x8 0 1 2 2 2 2 2 1) (i16x8.abs (i16x8.sub
            (i16x8.replace_lane 7
              (i16x8.splat (i32.wrap_i64 (i64.popcnt (i64.xor (local.get $w) (local.get $whole)))))
              (i32.wrap_i64 (i64.popcnt (i64.xor (local.get $w) (local.get $box)))))
            (v128.load8x8_u offset=64 (local.get $r))))))
          (local.set $v (i16x8.min_u (local.get $v)
            (i8x16.shuffle 8 9 10 11 12 13 14 15 8 9 10 11 12 13 14 15 (local.get $v) (local.get $v))))
          (local.set $v (i16x8.min_u (local.get $v)
            (i8x16.shuffle 4 5 6 7 4 5 6 7 4 5 6 7 4 5 6 7 (local.get $v) (local.get $v))))
          (local.set $v (i16x8.min_u (local.get $v)
            (i8x16.shuffle 2 3 2 3 2 3 2 3 2 3 2 3 2 3 2 3 (local.get $v) (local.get $v))))
          (br_if $scored (i32.gt_u
            (i32.add (i32.shl (i16x8.extract_lane_u 0 (local.get $v)) (i32.const 2)) (local.get $lower))
            (local.get $bound)))
          ;; colour distance: L1 distance of the 24 hue bins, |a − b| = max − min of unsigned bytes
          (local.set $a (v128.load offset=72 (local.get $r)))
          (local.set $v (i16x8.extadd_pairwise_i8x16_u
            (i8x16.sub (i8x16.max_u (local.get $a) (local.get $bins)) (i8x16.min_u (local.get $a) (local.get $bins)))))
          (local.set $a (v128.load64_zero offset=88 (local.get $r)))
          (local.set $v (i32x4.extadd_pairwise_i16x8_u (i16x8.add (local.get $v) (i16x8.extadd_pairwise_i8x16_u
            (i8x16.sub (i8x16.max_u (local.get $a) (local.get $bins2)) (i8x16.min_u (local.get $a) (local.get $bins2)))))))
          (local.set $v (i32x4.add (local.get $v)
            (i8x16.shuffle 8 9 10 11 12 13 14 15 0 1 2 3 4 5 6 7 (local.get $v) (local.get $v))))
          (local.set $colour (i32.add (i32x4.extract_lane 0 (local.get $v)) (i32x4.extract_lane 1 (local.get $v))))
          (local.set $c (i32.div_u (i32.add (i32.shl (local.get $colour) (i32.const 1)) (i32.const 5)) (i32.const 10)))
          (br_if $scored (i32.gt_u (local.get $c) (local.get $bound)))
          ;; hash distance: the nearest variant to the query's whole hash (the whole picture + 0, its mirror + 1,
          ;; the crops + 2), the subject box's to the query's box (+ 1)
          (local.set $h (i32.wrap_i64 (i64.popcnt (i64.xor (i64.load offset=16 (local.get $r)) (local.get $whole)))))
          (local.set $t (i32.wrap_i64 (i64.popcnt (i64.xor (i64.load offset=24 (local.get $r)) (local.get $whole)))))
          (local.set $h (select (local.get $t) (local.get $h) (i32.lt_u (local.get $t) (local.get $h))))
          (local.set $t (i32.wrap_i64 (i64.popcnt (i64.xor (i64.load offset=32 (local.get $r)) (local.get $whole)))))
          (local.set $h (select (local.get $t) (local.get $h) (i32.lt_u (local.get $t) (local.get $h))))
          (local.set $t (i32.wrap_i64 (i64.popcnt (i64.xor (i64.load offset=40 (local.get $r)) (local.get $whole)))))
          (local.set $h (select (local.get $t) (local.get $h) (i32.lt_u (local.get $t) (local.get $h))))
          (local.set $t (i32.wrap_i64 (i64.popcnt (i64.xor (i64.load offset=48 (local.get $r)) (local.get $whole)))))
          (local.set $h (select (local.get $t) (local.get $h) (i32.lt_u (local.get $t) (local.get $h))))
          (local.set $h (i32.add (local.get $h) (i32.const 2)))
          (local.set $t (i32.wrap_i64 (i64.popcnt (i64.xor (local.get $w) (local.get $whole)))))
          (local.set $h (select (local.get $t) (local.get $h) (i32.lt_u (local.get $t) (local.get $h))))
          (local.set $t (i32.add (i32.const 1)
            (i32.wrap_i64 (i64.popcnt (i64.xor (i64.load offset=8 (local.get $r)) (local.get $whole))))))
          (local.set $h (select (local.get $t) (local.get $h) (i32.lt_u (local.get $t) (local.get $h))))
          (local.set $t (i32.add (i32.const 1)
            (i32.wrap_i64 (i64.popcnt (i64.xor (i64.load offset=56 (local.get $r)) (local.get $box))))))
          (local.set $h (select (local.get $t) (local.get $h) (i32.lt_u (local.get $t) (local.get $h))))
          ;; the score, at most 1023, with the hash and colour distances
          (local.set $t (i32.add (i32.shl (local.get $h) (i32.const 2)) (local.get $c)))
          (local.set $t (select (local.get $t) (i32.const 1023) (i32.lt_u (local.get $t) (i32.const 1023))))
          (i32.store (local.get $out) (i32.or (local.get $t)
            (i32.or (i32.shl (local.get $h) (i32.const 11)) (i32.shl (local.get $colour) (i32.const 18)))))
          (local.set $t (i32.add (local.get $histogram) (i32.shl (local.get $t) (i32.const 2))))
          (i32.store (local.get $t) (i32.add (i32.load (local.get $t)) (i32.const 1))))
        (local.set $out (i32.add (local.get $out) (i32.const 4)))
        (local.set $r (i32.add (local.get $r) (i32.const 112)))
        (br $next))))

  ;; The lowest score (f64, quarter bits: 4 × hash + 0.2 × colour, computed as phash.ts always has) of
  ;; pictures [from, to) for each of $m queries, lowered in place in best[] ($best + 8k), with no query followed
  ;; past $cap. Query k's hashes are at $queries + 16k and its palette number (u32) at $palette + 4k; the $p
  ;; palettes are 48 bytes apart from $palettes; $lowers and $distances hold a f64 per palette.
  (func (export "nearest")
    (param $records i32) (param $from i32) (param $to i32) (param $cap f64) (param $m i32) (param $p i32)
    (param $queries i32) (param $palette i32) (param $palettes i32) (param $best i32) (param $lowers i32)
    (param $distances i32)
    (local $r i32) (local $end i32) (local $g i32) (local $k i32) (local $q i32) (local $h i32) (local $t i32)
    (local $at i32) (local $pal i32) (local $w i64) (local $whole i64) (local $box i64) (local $a v128)
    (local $v v128) (local $limit f64) (local $lower f64) (local $c f64) (local $s f64)
    (local.set $r (i32.add (local.get $records) (i32.mul (local.get $from) (i32.const 112))))
    (local.set $end (i32.add (local.get $records) (i32.mul (local.get $to) (i32.const 112))))
    (block $done
      (loop $picture
        (br_if $done (i32.ge_u (local.get $r) (local.get $end)))
        ;; each palette's colour bound (× 0.2), its colour distance not yet computed (−1)
        (local.set $g (i32.const 0))
        (block $palettesDone
          (loop $eachPalette
            (br_if $palettesDone (i32.ge_u (local.get $g) (local.get $p)))
            (local.set $at (i32.add (local.get $palettes) (i32.mul (local.get $g) (i32.const 48))))
            (local.set $v (i32x4.extadd_pairwise_i16x8_u
              (i16x8.abs (i16x8.sub (v128.load offset=96 (local.get $r)) (v128.load offset=32 (local.get $at))))))
            (local.set $v (i32x4.add (local.get $v)
              (i8x16.shuffle 8 9 10 11 12 13 14 15 0 1 2 3 4 5 6 7 (local.get $v) (local.get $v))))
            (local.set $at (i32.add (local.get $lowers) (i32.shl (local.get $g) (i32.const 3))))
            (f64.store (local.get $at) (f64.mul (f64.const 0.2) (f64.convert_i32_u
              (i32.add (i32x4.extract_lane 0 (local.get $v)) (i32x4.extract_lane 1 (local.get $v))))))
            (f64.store (i32.add (local.get $distances) (i32.shl (local.get $g) (i32.const 3))) (f64.const -1))
            (local.set $g (i32.add (local.get $g) (i32.const 1)))
            (br $eachPalette)))
        (local.set $w (i64.load (local.get $r)))
        (local.set $k (i32.const 0))
        (block $queriesDone
          (loop $eachQuery
            (br_if $queriesDone (i32.ge_u (local.get $k) (local.get $m)))
            (block $skip
              (local.set $limit (f64.min
                (f64.load (i32.add (local.get $best) (i32.shl (local.get $k) (i32.const 3))))
                (local.get $cap)))
              (local.set $q (i32.add (local.get $queries) (i32.shl (local.get $k) (i32.const 4))))
              (local.set $whole (i64.load (local.get $q)))
              (local.set $box (i64.load offset=8 (local.get $q)))
              (local.set $pal (i32.load (i32.add (local.get $palette) (i32.shl (local.get $k) (i32.const 2)))))
              (local.set $lower (f64.load (i32.add (local.get $lowers) (i32.shl (local.get $pal) (i32.const 3)))))
              (br_if $skip (f64.ge (local.get $lower) (local.get $limit)))
              ;; hash bound (as in coarse)
              (local.set $v (i16x8.add (v128.const i16x8 0 1 2 2 2 2 2 1) (i16x8.abs (i16x8.sub
                (i16x8.replace_lane 7
                  (i16x8.splat (i32.wrap_i64 (i64.popcnt (i64.xor (local.get $w) (local.get $whole)))))
                  (i32.wrap_i64 (i64.popcnt (i64.xor (local.get $w) (local.get $box)))))
                (v128.load8x8_u offset=64 (local.get $r))))))
              (local.set $v (i16x8.min_u (local.get $v)
                (i8x16.shuffle 8 9 10 11 12 13 14 15 8 9 10 11 12 13 14 15 (local.get $v) (local.get $v))))
              (local.set $v (i16x8.min_u (local.get $v)
                (i8x16.shuffle 4 5 6 7 4 5 6 7 4 5 6 7 4 5 6 7 (local.get $v) (local.get $v))))
              (local.set $v (i16x8.min_u (local.get $v)
                (i8x16.shuffle 2 3 2 3 2 3 2 3 2 3 2 3 2 3 2 3 (local.get $v) (local.get $v))))
              (br_if $skip (f64.ge
                (f64.add
                  (f64.convert_i32_u (i32.shl (i16x8.extract_lane_u 0 (local.get $v)) (i32.const 2)))
                  (local.get $lower))
                (local.get $limit)))
              ;; colour distance (as in coarse), once per palette and picture
              (local.set $at (i32.add (local.get $distances) (i32.shl (local.get $pal) (i32.const 3))))
              (local.set $c (f64.load (local.get $at)))
              (if (f64.lt (local.get $c) (f64.const 0))
                (then
                  (local.set $t (i32.add (local.get $palettes) (i32.mul (local.get $pal) (i32.const 48))))
                  (local.set $a (v128.load offset=72 (local.get $r)))
                  (local.set $v (v128.load (local.get $t)))
                  (local.set $v (i16x8.extadd_pairwise_i8x16_u
                    (i8x16.sub (i8x16.max_u (local.get $a) (local.get $v)) (i8x16.min_u (local.get $a) (local.get $v)))))
                  (local.set $a (v128.load64_zero offset=88 (local.get $r)))
                  (local.set $v (i32x4.extadd_pairwise_i16x8_u (i16x8.add (local.get $v)
                    (i16x8.extadd_pairwise_i8x16_u (i8x16.sub
                      (i8x16.max_u (local.get $a) (v128.load offset=16 (local.get $t)))
                      (i8x16.min_u (local.get $a) (v128.load offset=16 (local.get $t))))))))
                  (local.set $v (i32x4.add (local.get $v)
                    (i8x16.shuffle 8 9 10 11 12 13 14 15 0 1 2 3 4 5 6 7 (local.get $v) (local.get $v))))
                  (local.set $c (f64.mul (f64.const 0.2) (f64.convert_i32_u
                    (i32.add (i32x4.extract_lane 0 (local.get $v)) (i32x4.extract_lane 1 (local.get $v))))))
                  (f64.store (local.get $at) (local.get $c))))
              (br_if $skip (f64.ge (local.get $c) (local.get $limit)))
              ;; hash distance (as in coarse)
              (local.set $h (i32.wrap_i64 (i64.popcnt (i64.xor (i64.load offset=16 (local.get $r)) (local.get $whole)))))
              (local.set $t (i32.wrap_i64 (i64.popcnt (i64.xor (i64.load offset=24 (local.get $r)) (local.get $whole)))))
              (local.set $h (select (local.get $t) (local.get $h) (i32.lt_u (local.get $t) (local.get $h))))
              (local.set $t (i32.wrap_i64 (i64.popcnt (i64.xor (i64.load offset=32 (local.get $r)) (local.get $whole)))))
              (local.set $h (select (local.get $t) (local.get $h) (i32.lt_u (local.get $t) (local.get $h))))
              (local.set $t (i32.wrap_i64 (i64.popcnt (i64.xor (i64.load offset=40 (local.get $r)) (local.get $whole)))))
              (local.set $h (select (local.get $t) (local.get $h) (i32.lt_u (local.get $t) (local.get $h))))
              (local.set $t (i32.wrap_i64 (i64.popcnt (i64.xor (i64.load offset=48 (local.get $r)) (local.get $whole)))))
              (local.set $h (select (local.get $t) (local.get $h) (i32.lt_u (local.get $t) (local.get $h))))
              (local.set $h (i32.add (local.get $h) (i32.const 2)))
              (local.set $t (i32.wrap_i64 (i64.popcnt (i64.xor (local.get $w) (local.get $whole)))))
              (local.set $h (select (local.get $t) (local.get $h) (i32.lt_u (local.get $t) (local.get $h))))
              (local.set $t (i32.add (i32.const 1)
                (i32.wrap_i64 (i64.popcnt (i64.xor (i64.load offset=8 (local.get $r)) (local.get $whole))))))
              (local.set $h (select (local.get $t) (local.get $h) (i32.lt_u (local.get $t) (local.get $h))))
              (local.set $t (i32.add (i32.const 1)
                (i32.wrap_i64 (i64.popcnt (i64.xor (i64.load offset=56 (local.get $r)) (local.get $box))))))
              (local.set $h (select (local.get $t) (local.get $h) (i32.lt_u (local.get $t) (local.get $h))))
              (local.set $s (f64.add (f64.convert_i32_u (i32.shl (local.get $h) (i32.const 2))) (local.get $c)))
              (local.set $at (i32.add (local.get $best) (i32.shl (local.get $k) (i32.const 3))))
              (if (f64.lt (local.get $s) (f64.load (local.get $at)))
                (then (f64.store (local.get $at) (local.get $s)))))
            (local.set $k (i32.add (local.get $k) (i32.const 1)))
            (br $eachQuery)))
        (local.set $r (i32.add (local.get $r) (i32.const 112)))
        (br $picture))))
)
