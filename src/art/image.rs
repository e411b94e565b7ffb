//! The plain RGBA image the art module hands out, and its PNG encoding.

use super::sizes::MAX_ART_PX;

/// An RGBA8 image: straight (not premultiplied) alpha, row-major, top row first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rgba {
    pub width: u32,
    pub height: u32,
    pub data: Vec<u8>,
}

impl Rgba {
    /// A fully transparent image.
    pub fn new(width: u32, height: u32) -> Rgba {
        Rgba {
            width,
            height,
            data: vec![0; width as usize * height as usize * 4],
        }
    }

    /// The RGBA value at `(x, y)`.
    pub fn pixel(&self, x: u32, y: u32) -> [u8; 4] {
        let i = (y as usize * self.width as usize + x as usize) * 4;
        [
            self.data[i],
            self.data[i + 1],
            self.data[i + 2],
            self.data[i + 3],
        ]
    }

    /// This image shrunk by an integer `factor`, each pixel the average of a
    /// `factor`×`factor` block (alpha-weighted, so edges stay clean).
    pub fn downscaled(&self, factor: u32) -> Rgba {
        let factor = factor.max(1);
        let (w, h) = (self.width / factor, self.height / factor);
        let mut out = Rgba::new(w, h);
        for y in 0..h {
            for x in 0..w {
                let mut sum = [0u32; 4];
                for dy in 0..factor {
                    for dx in 0..factor {
                        let [r, g, b, a] = self.pixel(x * factor + dx, y * factor + dy);
                        let a32 = a as u32;
                        sum[0] += r as u32 * a32;
                        sum[1] += g as u32 * a32;
                        sum[2] += b as u32 * a32;
                        sum[3] += a32;
                    }
                }
                let i = (y as usize * w as usize + x as usize) * 4;
                for c in 0..3 {
                    let value = (sum[c] + sum[3] / 2).checked_div(sum[3]).unwrap_or(0);
                    out.data[i + c] = value as u8;
                }
                let n = factor * factor;
                out.data[i + 3] = ((sum[3] + n / 2) / n) as u8;
            }
        }
        out
    }
}

impl Rgba {
    /// This image resampled to `width`×`height` by averaging the area each
    /// new pixel covers (alpha-weighted, as [`Rgba::downscaled`]): for
    /// shrinking by any factor, e.g. a 256-pixel tile to 48 pixels.
    pub fn resized(&self, width: u32, height: u32) -> Rgba {
        let (width, height) = (width.max(1), height.max(1));
        let mut out = Rgba::new(width, height);
        let sx = self.width as f64 / width as f64;
        let sy = self.height as f64 / height as f64;
        // The source pixels a target pixel covers, with how much of each.
        let spans = |i: u32, scale: f64, limit: u32| {
            let (from, to) = (i as f64 * scale, (i + 1) as f64 * scale);
            let first = from.floor() as u32;
            let last = (to.ceil() as u32).min(limit);
            (first..last)
                .map(move |k| (k, (to.min(k as f64 + 1.0) - from.max(k as f64)).max(0.0)))
                .filter(|&(_, w)| w > 0.0)
        };
        for y in 0..height {
            for x in 0..width {
                let mut sum = [0f64; 4];
                let mut area = 0.0;
                for (sy_k, wy) in spans(y, sy, self.height) {
                    for (sx_k, wx) in spans(x, sx, self.width) {
                        let [r, g, b, a] = self.pixel(sx_k, sy_k);
                        let w = wx * wy;
                        let aw = a as f64 * w;
                        sum[0] += r as f64 * aw;
                        sum[1] += g as f64 * aw;
                        sum[2] += b as f64 * aw;
                        sum[3] += aw;
                        area += w;
                    }
                }
                let i = (y as usize * width as usize + x as usize) * 4;
                if sum[3] > 0.0 {
                    for c in 0..3 {
                        out.data[i + c] = (sum[c] / sum[3]).round().clamp(0.0, 255.0) as u8;
                    }
                }
                if area > 0.0 {
                    out.data[i + 3] = (sum[3] / area).round().clamp(0.0, 255.0) as u8;
                }
            }
        }
        out
    }
}

/// Encodes an image as an 8-bit RGBA PNG.
pub fn encode_png(img: &Rgba) -> Vec<u8> {
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, img.width, img.height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::High);
    // Writing to a Vec cannot fail and the size always matches the data.
    let mut writer = encoder
        .write_header()
        .expect("a PNG header written to memory");
    writer
        .write_image_data(&img.data)
        .expect("image data that matches its size");
    writer.finish().expect("a PNG finished in memory");
    bytes
}

/// Decodes a PNG of any colour type and bit depth into RGBA8. Images over
/// [`MAX_ART_PX`] on a side are refused before they are unpacked.
pub fn decode_png(bytes: &[u8]) -> Result<Rgba, String> {
    let limit = MAX_ART_PX as usize * MAX_ART_PX as usize * 4 + (1 << 20);
    let mut decoder =
        png::Decoder::new_with_limits(std::io::Cursor::new(bytes), png::Limits { bytes: limit });
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder
        .read_info()
        .map_err(|e| format!("not a readable PNG ({e})"))?;
    let (width, height) = {
        let info = reader.info();
        (info.width, info.height)
    };
    if width == 0 || height == 0 || width > MAX_ART_PX || height > MAX_ART_PX {
        return Err(format!(
            "the image is {width}×{height} pixels; at most {MAX_ART_PX}×{MAX_ART_PX} is accepted"
        ));
    }
    let size = reader
        .output_buffer_size()
        .ok_or_else(|| "the image is too large to unpack".to_string())?;
    let mut buf = vec![0; size];
    let frame = reader
        .next_frame(&mut buf)
        .map_err(|e| format!("a broken PNG ({e})"))?;
    buf.truncate(frame.buffer_size());
    let pixels = width as usize * height as usize;
    let data = match frame.color_type {
        png::ColorType::Rgba => buf,
        png::ColorType::Rgb => buf
            .chunks_exact(3)
            .flat_map(|p| [p[0], p[1], p[2], 255])
            .collect(),
        png::ColorType::GrayscaleAlpha => buf
            .chunks_exact(2)
            .flat_map(|p| [p[0], p[0], p[0], p[1]])
            .collect(),
        png::ColorType::Grayscale => buf.iter().flat_map(|&g| [g, g, g, 255]).collect(),
        png::ColorType::Indexed => return Err("an unsupported PNG palette layout".into()),
    };
    if data.len() != pixels * 4 {
        return Err("an unsupported PNG pixel layout".into());
    }
    Ok(Rgba {
        width,
        height,
        data,
    })
}
