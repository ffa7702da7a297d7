# A window resized by dragging: its width is an edit variable that receives suggestions.
# A sidebar prefers 200 points; the content area takes the rest but needs at least 240.

edit window.width                          # default edit priority 999
window.width >= 320                        # minimum window width (required)

sidebar.x == 0
sidebar.width == 200 @ medium              # preferred sidebar width
content.x == sidebar.x + sidebar.width
content.x + content.width == window.width
content.width >= 240                       # required: the content must stay readable

suggest window.width 300                   # too narrow: the window stays 320,
                                           # the sidebar shrinks to 80 for the content
sidebar.width == 0                         # line 15: collapse the sidebar
suggest window.width 1024                  # content gets everything: 1024
remove 15                                  # expand the sidebar again

# Expected: window.width = 1024, sidebar.width = 200, content.x = 200, content.width = 824.
