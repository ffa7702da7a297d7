# A 400-point toolbar holding a label and a button, side by side with 8-point spacing.
# Both want their intrinsic width (label 500, button 80) but only 376 points are available.
# Priorities decide who gives way: the button's size is held at 'high' (750), the label's
# compression resistance is only 'medium' (500), so the label is squeezed.
#
# Expected: label.width = 296, button.width = 80, button.x = 312.

toolbar.width == 400

label.x == 8
button.x == label.x + label.width + 8
button.x + button.width == toolbar.width - 8

label.width >= 0                   # sizes are never negative (required)
button.width >= 0

label.width <= 500 @ low           # label hugs its text (content hugging, 250)
label.width >= 500 @ medium        # ... and resists compression below it (500)
button.width == 80 @ high          # the button keeps its size (750)
button.width == 120 @ fitting      # a weak wish for a wider button: loses to 'high'
