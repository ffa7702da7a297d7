import Foundation

/// The gallery's `index.html`: per scene, its title and caption, then the pictures side by side (phone and
/// tablet, plain and with the overlay).
struct GalleryIndex {
    let gallery: Gallery

    var html: String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Trellis gallery</title>
            <style>
            body { font-family: "DejaVu Sans", sans-serif; margin: 24px; background: #f4f5f7; color: #222; }
            section { margin-bottom: 40px; }
            h2 { margin-bottom: 4px; }
            p { margin-top: 0; max-width: 60em; }
            .row { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
            figure { margin: 0; }
            figure img { border: 1px solid #ccc; background: white; }
            figcaption { font-size: 12px; color: #666; }
            .phone img { width: 250px; }
            .tablet img { width: 330px; }
            </style>
            </head>
            <body>
            <h1>Trellis gallery</h1>
            <p>Every layout below was solved by Trellis's Auto Layout engine and drawn by Cairo
            (<code>swift run trellis-demo</code>). The overlay shows frames, constraints (blue: required, teal:
            below required), broken constraints (red) with their conflicting set (orange), and ambiguous views
            (magenta).</p>

            """
        for scene in gallery.scenes {
            page += "<section id=\"\(scene.name)\">\n<h2>\(escape(scene.title))</h2>\n<p>\(escape(scene.caption))</p>\n"
            for variant in scene.variants {
                if !variant.isEmpty { page += "<h3>\(escape(variant))</h3>\n" }
                page += "<div class=\"row\">\n"
                for device in gallery.devices {
                    for picture in gallery.pictures(of: scene, variant, on: device) {
                        let style = picture.style == .plain ? "" : picture.style == .overlay ? " + overlay" : ", dark"
                        page +=
                            "<figure class=\"\(device.name)\"><a href=\"\(picture.fileName)\"><img src=\"\(picture.fileName)\" "
                        page += "alt=\"\(escape(scene.title)), \(device.name)\(style)\"></a>"
                        page += "<figcaption>\(device.name)\(style)</figcaption></figure>\n"
                    }
                }
                page += "</div>\n"
            }
            page += "</section>\n"
        }
        return page + "</body>\n</html>\n"
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
