/* The exact bet-or-fold solver of Russian poker / Caribbean stud.
 *
 * A state is the player's five cards and the dealer's up card; the dealer completes his
 * hand with four of the 46 other cards (C(46,4) = 163,185 completions). For a fixed up
 * card u the workspace holds, over the 51 cards other than u, the values of every
 * dealer hand (u and four of them), counted by value for the hands holding one, two or
 * three given cards; the completions avoiding the player's five cards are then counted
 * by inclusion-exclusion over those five, without evaluating a dealer hand.
 *
 * Suit symmetry: the up card is taken of suit 0 (each class stands for the four suits)
 * and the player's hand is canonical under the six permutations of suits 1..3 (the
 * smallest mask of its orbit); a class's `weight` is the number of (hand, up) states
 * it stands for, 24 / |its stabiliser|.
 *
 * Amounts are integers in units of 1/unit antes (the caller chooses `unit` so that every
 * amount of the rules is a whole number of units), so every decision is exact.
 */
#ifndef HR_SOLVER_H
#define HR_SOLVER_H
#include <stddef.h>
#include <stdint.h>
#include "hr_russian.h"

#ifdef __cplusplus
extern "C" {
#endif

#define HR_SV_COMPLETIONS 163185 /* C(46,4) */
#define HR_SV_VALUES 7463        /* values 1..7462, index 0 unused */

typedef struct {
    uint32_t no_game;           /* dealer completions without a qualifying hand */
    uint32_t win;               /* the dealer qualifies and the player is higher */
    uint32_t lose;              /* the dealer qualifies and the player is lower */
    uint32_t stay;              /* equal hands */
    int32_t value;              /* the player's value (1..7462) */
    int32_t category;           /* its Russian category */
    int64_t bet;                /* the bet's total over the completions, in units */
    int64_t fold;               /* the fold's total: -unit * C(46,4) */
} hr_sv_counts;

typedef struct {
    uint64_t hand;              /* the canonical hand, bit i = card id i */
    uint32_t no_game, win, lose, stay;
    uint16_t value;
    uint8_t up;                 /* the up card's id (suit 0) */
    uint8_t weight;             /* (hand, up) states the class stands for */
} hr_sv_record;

typedef struct {
    uint64_t classes;           /* canonical classes solved */
    uint64_t states;            /* (hand, up) states they stand for */
    uint64_t bet_states, fold_states, tie_states; /* tie: bet = fold exactly (then folded) */
    uint64_t fold_deals;        /* deals folded (states x C(46,4)) */
    uint64_t no_game, lose, stay; /* deals bet, by outcome */
    uint64_t win[HR_SV_VALUES]; /* deals bet and won, by the player's value */
    int64_t win_units[HR_SV_VALUES]; /* what a win pays by value, in units (-1: not seen) */
    uint64_t records;           /* records written */
} hr_sv_totals;

/* Bytes of workspace the solver needs (one per thread). */
size_t hr_sv_workspace(void);

/* Solve part `part` of `parts` of up rank `up_rank` (0 = deuce .. 12 = ace, up card of
 * suit 0): every canonical class counted, each k-th one (k = part mod parts) taken.
 * `totals` is filled; the classes whose value lies in vlo..vhi are copied to `records`
 * (at most `capacity`; NULL when capacity is 0). Returns 0; -1 on bad input; -2 if the
 * workspace is too small; -3 when the records do not fit; -4 when a class's counts do
 * not add up to C(46,4) (never: a checked invariant); -5 when an amount of the rules
 * is not a whole number of units or too large. */
int hr_sv_chunk(void *workspace, size_t workspace_size, const hr_ru_rules *rules, int64_t unit,
                int up_rank, int part, int parts, int vlo, int vhi, hr_sv_record *records,
                uint64_t capacity, hr_sv_totals *totals);

/* The counts of one state (any hand, any up card), by the same tables (rebuilt in the
 * workspace when the up rank or the qualifier differs). Returns 0 or an error as above. */
int hr_sv_state(void *workspace, size_t workspace_size, const hr_ru_rules *rules, int64_t unit,
                const uint8_t *hand, int up, hr_sv_counts *out);

#ifdef __cplusplus
}
#endif
#endif
