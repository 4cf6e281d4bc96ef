#include "package/zip_archive.h"

#include <archive.h>
#include <archive_entry.h>

#include <memory>

namespace duck {

namespace {

using Archive = std::unique_ptr<archive, int (*)(archive*)>;
using Entry = std::unique_ptr<archive_entry, void (*)(archive_entry*)>;

// Returns libarchive's last error on a, or a fallback when it has none.
std::string error_of(archive* a) {
  const char* e = archive_error_string(a);
  return e ? e : "libarchive failed";
}

// Writes one member; returns "" or the error.
std::string add_member(archive* a, const ZipMember& m) {
  Entry entry(archive_entry_new(), archive_entry_free);
  archive_entry_set_pathname(entry.get(), m.name.c_str());
  archive_entry_set_size(entry.get(), la_int64_t(m.content.size()));
  archive_entry_set_filetype(entry.get(), AE_IFREG);
  archive_entry_set_perm(entry.get(), m.executable ? 0755 : 0644);
  archive_entry_set_mtime(entry.get(), ZIP_MTIME, 0);
  archive_entry_set_uid(entry.get(), 0);
  archive_entry_set_gid(entry.get(), 0);
  if (archive_write_header(a, entry.get()) != ARCHIVE_OK) return m.name + ": " + error_of(a);
  if (!m.content.empty() && archive_write_data(a, m.content.data(), m.content.size()) != la_ssize_t(m.content.size()))
    return m.name + ": " + error_of(a);
  return "";
}

}  // namespace

std::string write_zip(const std::string& path, const std::vector<ZipMember>& members) {
  Archive a(archive_write_new(), archive_write_free);
  if (!a) return "libarchive: out of memory";
  if (archive_write_set_format_zip(a.get()) != ARCHIVE_OK || archive_write_set_options(a.get(), "zip:compression=deflate") != ARCHIVE_OK)
    return error_of(a.get());
  if (archive_write_open_filename(a.get(), path.c_str()) != ARCHIVE_OK) return path + ": " + error_of(a.get());
  for (const ZipMember& m : members) {
    const std::string error = add_member(a.get(), m);
    if (!error.empty()) return error;
  }
  if (archive_write_close(a.get()) != ARCHIVE_OK) return path + ": " + error_of(a.get());
  return "";
}

}  // namespace duck
