# Three equal columns across a 900-point-wide window,
# with 20-point margins at the edges and 10-point gaps between the columns.
#
#   | 20 | left | 10 | middle | 10 | right | 20 |
#
# Expected: every column 280 wide, at x = 20, 310 and 600.

window.width == 900

left.x == 20                                  # leading margin
middle.x == left.x + left.width + 10          # gap
right.x == middle.x + middle.width + 10       # gap
right.x + right.width == window.width - 20    # trailing margin

middle.width == left.width                    # equal widths
right.width == left.width
left.width >= 200                             # columns never get narrower than this
