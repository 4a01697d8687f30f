import ScaffoldCore

/// How the remote data source asks for the next page and learns there is one, from the spec's
/// `remote.pagination:` (issue 31: "Lists the API pages … load the next page as the user scrolls"):
///
/// - `cursor`: the next request sets `?<parameter>=<cursor>`, the cursor the response's `next` field gave; the list
///   ends when it gives none (or an empty one).
/// - `page`: `?<parameter>=N` (from 1) with `?<sizeParameter>=50` when the spec names one; a page as long as the size
///   asked for has a next one, a shorter one is the last.
/// - `link`: the next page's URL, from the response's `next` field or else the `Link` header's `rel="next"`; a URL on
///   another server is not followed (the token goes with every request).
/// - none: the list is one response.
///
/// Whether the records come bare or under a field (`remote.list`) decides whether the list decodes a page DTO.
struct RemotePaging: Encodable {
    /// The list pages at all (any style): a later page is asked for.
    var pages: Bool
    /// `?cursor=…`: the next page's cursor comes in the response.
    var cursor: Bool
    /// `?page=N`: pages by number, from 1.
    var page: Bool
    /// The next page's URL, in the response or its `Link` header.
    var link: Bool
    /// The query parameter of `cursor` and `page`.
    var parameter: String
    /// The page size parameter (`per_page`).
    var sizeParameter: String?
    /// The size asked for.
    var size: Int
    /// The response field holding the next cursor or URL; nil when the `Link` header says it.
    var next: String?
    /// The response field holding the records; nil = the response is the array.
    var list: String?
    /// The next page a first page of fewer records than a full one names, as the tests expect it (Swift): the server's
    /// cursor `c2`, the next page number without a size, else none.
    var firstPageNext: String
    /// The key holding the records in a page DTO: `list`, else `items`.
    var listKey: String
    /// The list decodes a page DTO: the records are under a field, or the next cursor or link is.
    var pageDTO: Bool
    /// The page DTO's `CodingKeys` case of the records: `case items = "data"` (bare where the key is `items`); absent
    /// without a page DTO.
    var itemsCase: String?
    /// Its case of the next cursor or link: `case next = "next_cursor"`.
    var nextCase: String?

    /// The size a `page` request asks for when the spec names its parameter: a full page means there may be another.
    static let pageSize = 50

    init(_ pagination: RemotePagination?, list: String?) {
        cursor = pagination?.style == .cursor
        page = pagination?.style == .page
        link = pagination?.style == .link
        pages = pagination != nil
        parameter = pagination?.queryParameter ?? ""
        sizeParameter = pagination?.sizeParameter
        size = Self.pageSize
        next = pagination?.next
        self.list = list
        pageDTO = list != nil || next != nil
        listKey = list ?? "items"
        firstPageNext = cursor ? "PageToken(\"c2\")" : page && sizeParameter == nil ? "PageToken(\"2\")" : "nil"
        itemsCase = pageDTO ? list.map { $0 == "items" ? "case items" : "case items = \"\($0)\"" } ?? "case items" : nil
        nextCase = next.map { $0 == "next" ? "case next" : "case next = \"\($0)\"" }
    }
}
